import type { jsPDF } from 'jspdf';
import type { autoTable } from 'jspdf-autotable';
import type { CategoryBoutView, CategoryReply, TournamentEntry } from '@academy/contract';
import { ACADEMY_NAME } from '@academy/contract';
import { formatDay } from '../../../lib/family.ts';
import { fileSlug } from '../../../lib/file-slug.ts';
import { currentLanguage, t } from '../../../lib/i18n.ts';
import { fitted, standardMinus } from '../../../lib/pdf-fit.ts';
import { enableShapedText, needsShaping } from '../../../lib/shaped-pdf-text.ts';
import { athletesById, boutName, FORMAT_WORDS, kataRoundName, lastRound, roundName } from './bout-words.ts';

/** The tournament a sheet is for, and the kata panel whose scores it leaves boxes for. */
export interface SheetTournament {
  eventName: string;
  day: string;
  judges: number;
}

const MARGIN = 28;
const RED = '#b3121f';
const BLUE = '#1f4fbf';
const INK = '#111111';
const MUTED = '#6b6b6b';
const RED_RGB: [number, number, number] = [179, 18, 31];
const BLUE_RGB: [number, number, number] = [31, 79, 191];
/** Devanagari's vowel signs reach above and below the Latin line: such a sheet spaces its lines wider. */
const SHAPED_LINE_HEIGHT = 1.5;
/** A side's score box in the bracket, in points. */
const BOX_WIDTH = 18;
const SIDE_PANEL = 210;

type AutoTable = typeof autoTable;

/** A category's name as the sheet writes it (the weight's minus sign as a hyphen). */
const sheetName = (reply: CategoryReply) => standardMinus(reply.category.name);
type Athletes = ReadonlyMap<string, TournamentEntry>;

/** The category's name, the tournament and its day, how it is fought and the draw's number. */
function drawHeading(doc: jsPDF, reply: CategoryReply, tournament: SheetTournament): number {
  const width = doc.internal.pageSize.getWidth() - MARGIN * 2;
  doc.setFont('helvetica', 'bold');
  doc.setTextColor(RED);
  doc.text(fitted(doc, ACADEMY_NAME.toUpperCase(), width, 8, 6), MARGIN, 34);
  doc.setTextColor(INK);
  doc.text(fitted(doc, sheetName(reply), width, 16, 10), MARGIN, 54);
  doc.setFont('helvetica', 'normal');
  doc.setTextColor(MUTED);
  const facts = [
    tournament.eventName,
    formatDay(tournament.day, currentLanguage()),
    reply.category.format === null ? null : t(FORMAT_WORDS[reply.category.format]),
    reply.seedValue === null ? null : t('admin.tournaments.sheet.drawNumber', { number: reply.seedValue }),
  ].filter((fact) => fact !== null);
  doc.text(fitted(doc, facts.join(' · '), width, 9, 7), MARGIN, 70);
  return 84;
}

/** The table official signs what was fought, at the foot of the page. */
function drawSignature(doc: jsPDF) {
  const height = doc.internal.pageSize.getHeight();
  doc.setDrawColor(INK);
  doc.setLineWidth(0.5);
  doc.line(MARGIN, height - 30, MARGIN + 200, height - 30);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(7);
  doc.setTextColor(MUTED);
  doc.text(t('admin.tournaments.sheet.official'), MARGIN, height - 20);
}

interface SideLine {
  x: number;
  y: number;
  width: number;
  /** Line height available to the name. */
  room: number;
  colour: string;
}

/** One side of a bout: its line in the side's colour, the athlete and club above it, and a score box at its end. */
function drawSide(doc: jsPDF, line: SideLine, bout: CategoryBoutView, side: 'aka' | 'ao', athletes: Athletes) {
  const id = bout[side];
  const athlete = id === null ? undefined : athletes.get(id);
  const won = bout.state === 'done' && bout.decision === side;
  const isBye = id === null && bout.state === 'bye';
  doc.setDrawColor(line.colour);
  doc.setLineWidth(won ? 1.6 : 0.9);
  doc.line(line.x, line.y, line.x + line.width, line.y);
  const size = Math.min(9, Math.max(5.5, line.room * 0.42));
  const textWidth = line.width - BOX_WIDTH - 6;
  if (athlete) {
    doc.setFont('helvetica', won ? 'bold' : 'normal');
    doc.setTextColor(INK);
    const name = fitted(doc, athlete.athleteName, textWidth, size, 5);
    doc.text(name, line.x + 2, line.y - 2.5);
    const nameWidth = doc.getTextWidth(name);
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(MUTED);
    const room = textWidth - nameWidth - 4;
    const clubSize = size * 0.8;
    doc.setFontSize(clubSize);
    const besideFits = doc.getTextWidth(athlete.club) <= room;
    // The club beside the name where it fits whole, else under the line when the rows leave room for it, else
    // beside it cut short: a club shrunk to fit would be too small to read at the table.
    if (!besideFits && line.room > 22) {
      doc.text(fitted(doc, athlete.club, textWidth, clubSize, clubSize * 0.9), line.x + 2, line.y + 7);
    } else if (room > 12) {
      doc.text(fitted(doc, athlete.club, room, clubSize, clubSize * 0.9), line.x + 6 + nameWidth, line.y - 2.5);
    }
  } else if (isBye) {
    doc.setFont('helvetica', 'italic');
    doc.setTextColor(MUTED);
    doc.text(fitted(doc, t('admin.tournaments.bout.bye'), textWidth, size, 5), line.x + 2, line.y - 2.5);
  }
  // A bye is not fought: nothing to score.
  if (bout.state === 'bye') return;
  const boxHeight = Math.min(12, Math.max(7, line.room * 0.5));
  const box = { x: line.x + line.width - BOX_WIDTH, y: line.y - boxHeight };
  doc.setDrawColor(INK);
  doc.setLineWidth(0.5);
  doc.rect(box.x, box.y, BOX_WIDTH, boxHeight);
  const score = bout[side === 'aka' ? 'akaScore' : 'aoScore'];
  if (bout.state === 'done' && score !== null) {
    doc.setFont('helvetica', 'bold');
    doc.setTextColor(INK);
    doc.setFontSize(Math.min(8, boxHeight - 2));
    const text = String(score);
    doc.text(
      text,
      box.x + (BOX_WIDTH - doc.getTextWidth(text)) / 2,
      line.y - (boxHeight - doc.getFontSize() * 0.7) / 2,
    );
  }
}

/** A small bout drawn on its own (repechage, bronze): its name, then AKA and AO lines. */
function drawLoneBout(doc: jsPDF, bout: CategoryBoutView, last: number, athletes: Athletes, x: number, y: number) {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(7);
  doc.setTextColor(MUTED);
  doc.text(fitted(doc, `${bout.id} · ${boutName(t, bout, last)}`, SIDE_PANEL, 7, 5), x, y);
  drawSide(doc, { x, y: y + 16, width: SIDE_PANEL, room: 20, colour: RED }, bout, 'aka', athletes);
  drawSide(doc, { x, y: y + 34, width: SIDE_PANEL, room: 20, colour: BLUE }, bout, 'ao', athletes);
}

/** The places, filled in where decided, with lines to write them in where not. */
function drawPlacings(doc: jsPDF, reply: CategoryReply, athletes: Athletes, x: number, y: number) {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.setTextColor(INK);
  doc.text(t('admin.tournaments.placings.title'), x, y);
  const placings = reply.placings ?? { first: null, second: null, third: [] };
  const thirds = Math.max(placings.third.length, reply.bouts.some((bout) => bout.kind !== 'main') ? 2 : 1);
  const rows: [string, string | null][] = [
    ['1', placings.first],
    ['2', placings.second],
    ...Array.from({ length: thirds }, (_, i): [string, string | null] => ['3', placings.third[i] ?? null]),
  ];
  rows.forEach(([place, id], i) => {
    const lineY = y + 20 + i * 18;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(9);
    doc.setTextColor(INK);
    doc.text(place, x, lineY - 2);
    doc.setDrawColor(MUTED);
    doc.setLineWidth(0.5);
    doc.line(x + 14, lineY, x + SIDE_PANEL, lineY);
    const athlete = id === null ? undefined : athletes.get(id);
    if (athlete) {
      doc.setFont('helvetica', 'normal');
      doc.text(fitted(doc, `${athlete.athleteName} · ${athlete.club}`, SIDE_PANEL - 18, 8, 5), x + 16, lineY - 2.5);
    }
  });
}

/**
 * A knockout bracket across an A4 landscape page: a column per round, AKA's line red above AO's blue, each with a
 * score box at its end (blank until fought), the winner's line bold; the repechage and bronze bouts and the places
 * to the right.
 */
function drawBracket(doc: jsPDF, reply: CategoryReply, top: number) {
  const athletes = athletesById(reply.entries);
  const last = lastRound(reply.bouts);
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const left = MARGIN;
  const right = width - MARGIN - SIDE_PANEL - 24;
  const columns = last + 1;
  const column = (right - left) / columns;
  const gap = 10;
  const areaTop = top + 24;
  const areaHeight = height - 56 - areaTop;
  const row = areaHeight / 2 ** last;

  doc.setFont('helvetica', 'bold');
  doc.setTextColor(MUTED);
  for (let round = 1; round <= last; round += 1) {
    doc.text(fitted(doc, roundName(t, round, last), column - gap, 8, 5), left + (round - 1) * column, top + 10);
  }
  doc.text(fitted(doc, t('admin.tournaments.bout.winner'), column - gap, 8, 5), left + last * column, top + 10);

  for (const bout of reply.bouts.filter((each) => each.kind === 'main')) {
    const index = Number(bout.id.split('-')[1]) - 1;
    const span = 2 ** (bout.round - 1);
    const akaY = areaTop + row * (2 * index * span + span / 2);
    const aoY = areaTop + row * ((2 * index + 1) * span + span / 2);
    const x = left + (bout.round - 1) * column;
    const lineWidth = column - gap;
    const room = Math.min(row * span, 30);
    drawSide(doc, { x, y: akaY, width: lineWidth, room, colour: RED }, bout, 'aka', athletes);
    drawSide(doc, { x, y: aoY, width: lineWidth, room, colour: BLUE }, bout, 'ao', athletes);
    // The pair joined, and on to the next round's line.
    doc.setDrawColor(INK);
    doc.setLineWidth(0.6);
    doc.line(x + lineWidth, akaY, x + lineWidth, aoY);
    doc.line(x + lineWidth, (akaY + aoY) / 2, x + column, (akaY + aoY) / 2);
  }

  // The champion's line, after the final.
  const final = reply.bouts.find((bout) => bout.kind === 'main' && bout.round === last);
  const championY = areaTop + areaHeight / 2;
  const championX = left + last * column;
  doc.setDrawColor(INK);
  doc.setLineWidth(1.2);
  doc.line(championX, championY, championX + column - gap, championY);
  const champion = final?.state === 'done' && final.winner !== null ? athletes.get(final.winner) : undefined;
  if (champion) {
    doc.setFont('helvetica', 'bold');
    doc.setTextColor(INK);
    doc.text(fitted(doc, champion.athleteName, column - gap - 2, 9, 5), championX + 2, championY - 3);
  }

  const panel = width - MARGIN - SIDE_PANEL;
  let y = top + 10;
  const forBronze = reply.bouts.filter((bout) => bout.kind !== 'main');
  if (forBronze.length > 0) {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(9);
    doc.setTextColor(INK);
    doc.text(t('admin.tournaments.bracket.bronze'), panel, y);
    y += 16;
    for (const bout of forBronze) {
      drawLoneBout(doc, bout, last, athletes, panel, y);
      y += 50;
    }
  }
  drawPlacings(doc, reply, athletes, panel, y + 8);
}

const TABLE_STYLES = {
  styles: { font: 'helvetica', fontSize: 8, cellPadding: 4, overflow: 'linebreak', valign: 'middle' },
  headStyles: { fillColor: RED_RGB, textColor: 255, fontStyle: 'bold' },
  theme: 'grid',
} as const;

/** A pool: its table as it stands, then its bouts with blank boxes for the scores of those not fought yet. */
function drawPool(doc: jsPDF, autoTable: AutoTable, reply: CategoryReply, top: number) {
  const athletes = athletesById(reply.entries);
  const name = (id: string | null) => (id === null ? '' : (athletes.get(id)?.athleteName ?? ''));
  const club = (id: string | null) => (id === null ? '' : (athletes.get(id)?.club ?? ''));
  autoTable(doc, {
    ...TABLE_STYLES,
    startY: top,
    margin: { left: MARGIN, right: MARGIN, bottom: 48 },
    head: [
      [
        t('admin.tournaments.pool.rankShort'),
        t('admin.tournaments.column.athlete'),
        t('admin.tournaments.column.club'),
        t('admin.tournaments.pool.played'),
        t('admin.tournaments.pool.won'),
        t('admin.tournaments.pool.drawn'),
        t('admin.tournaments.pool.lost'),
        t('admin.tournaments.pool.points'),
      ],
    ],
    body: (reply.standings ?? []).map((row) => [
      row.rank,
      name(row.id),
      club(row.id),
      row.played,
      row.won,
      row.drawn,
      row.lost,
      row.points,
    ]),
  });
  const done = (bout: CategoryBoutView) => bout.state === 'done';
  autoTable(doc, {
    ...TABLE_STYLES,
    startY: (doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 16,
    margin: { left: MARGIN, right: MARGIN, bottom: 48 },
    head: [
      [
        '#',
        t('admin.tournaments.side.aka'),
        t('admin.tournaments.column.club'),
        t('admin.tournaments.sheet.score'),
        t('admin.tournaments.sheet.score'),
        t('admin.tournaments.side.ao'),
        t('admin.tournaments.column.club'),
        t('admin.tournaments.bout.winner'),
      ],
    ],
    columnStyles: { 3: { halign: 'center', cellWidth: 34 }, 4: { halign: 'center', cellWidth: 34 } },
    body: reply.bouts.map((bout) => [
      bout.id,
      name(bout.aka),
      club(bout.aka),
      done(bout) ? (bout.akaScore ?? '') : '',
      done(bout) ? (bout.aoScore ?? '') : '',
      name(bout.ao),
      club(bout.ao),
      !done(bout)
        ? ''
        : bout.decision === 'draw'
          ? t('admin.tournaments.bout.drawn')
          : t(`admin.tournaments.side.${bout.decision ?? 'aka'}`),
    ]),
    didParseCell: (data) => {
      if (data.section !== 'head') return;
      if (data.column.index === 3 || data.column.index === 4) data.cell.styles.halign = 'center';
      // AO's columns in AO's blue, as AKA's stay in the sheet's red.
      if (data.column.index >= 4 && data.column.index <= 6) data.cell.styles.fillColor = BLUE_RGB;
    },
  });
}

/** Kata by points: each round's pools in order of performance, a blank box per judge, the total and rank. */
function drawKata(doc: jsPDF, autoTable: AutoTable, reply: CategoryReply, judges: number, top: number) {
  const athletes = athletesById(reply.entries);
  const rounds = reply.kataRounds ?? [];
  let y = top;
  for (const round of rounds) {
    round.pools.forEach((pool, p) => {
      const title = [
        kataRoundName(t, round, rounds),
        ...(round.pools.length > 1 ? [t('admin.tournaments.kata.pool', { pool: p + 1 })] : []),
      ].join(' · ');
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(10);
      doc.setTextColor(INK);
      doc.text(title, MARGIN, y + 10);
      autoTable(doc, {
        ...TABLE_STYLES,
        startY: y + 16,
        margin: { left: MARGIN, right: MARGIN, bottom: 48 },
        head: [
          [
            t('admin.tournaments.kata.order'),
            t('admin.tournaments.column.athlete'),
            t('admin.tournaments.column.club'),
            ...Array.from({ length: judges }, (_, i) => t('admin.tournaments.kata.judgeShort', { number: i + 1 })),
            t('admin.tournaments.kata.total'),
            t('admin.tournaments.kata.rank'),
          ],
        ],
        body: pool.entrants.map((id, order) => {
          const performance = pool.ranking.find((each) => each.id === id);
          return [
            order + 1,
            athletes.get(id)?.athleteName ?? '',
            athletes.get(id)?.club ?? '',
            ...Array.from({ length: judges }, () => ''),
            performance?.total.toFixed(1) ?? '',
            performance?.rank ?? '',
          ];
        }),
        // The same widths in every pool, so the pools' tables line up down the page.
        columnStyles: {
          0: { cellWidth: 36 },
          1: { cellWidth: 130 },
          ...Object.fromEntries(
            Array.from({ length: judges + 2 }, (_, i) => [i + 3, { cellWidth: 30, halign: 'center' as const }]),
          ),
        },
      });
      y = (doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 14;
    });
  }
}

/** Every string the sheet may write, to know whether the browser must draw some of them (Devanagari). */
function sheetTexts(reply: CategoryReply, tournament: SheetTournament): string[] {
  return [
    sheetName(reply),
    tournament.eventName,
    t('admin.tournaments.sheet.official'),
    t('admin.tournaments.bout.winner'),
    t('admin.tournaments.side.aka'),
    t('admin.tournaments.round.final'),
    ...reply.entries.flatMap((entry) => [entry.athleteName, entry.club]),
  ];
}

/**
 * The table's sheet of a drawn category, A4, in the page's language: the category, the tournament and its day, and
 * its bracket (landscape), or its pool's table and bouts, or its kata rounds (portrait), with what is decided filled
 * in and blank boxes for the rest. Names in Devanagari are drawn by the browser (lib/shaped-pdf-text.ts).
 */
export async function buildCategorySheet(reply: CategoryReply, tournament: SheetTournament): Promise<jsPDF> {
  const [{ jsPDF }, { autoTable: drawTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const format = reply.category.format;
  const bracket = format === 'bracket' || format === 'kataFlags';
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: bracket ? 'landscape' : 'portrait' });
  if (sheetTexts(reply, tournament).some(needsShaping)) {
    await enableShapedText(doc);
    doc.setLineHeightFactor(SHAPED_LINE_HEIGHT);
  }
  doc.setProperties({ title: `${sheetName(reply)} · ${tournament.eventName}`, author: ACADEMY_NAME });
  const top = drawHeading(doc, reply, tournament);
  if (bracket) drawBracket(doc, reply, top);
  else if (format === 'roundRobin') drawPool(doc, drawTable, reply, top);
  else if (format === 'kataPoints') drawKata(doc, drawTable, reply, tournament.judges, top);
  for (let page = 1; page <= doc.getNumberOfPages(); page += 1) {
    doc.setPage(page);
    drawSignature(doc);
  }
  return doc;
}

/** Downloads sheet-<category>.pdf; jsPDF and its tables are loaded on the click, so the page does not carry them. */
export async function downloadCategorySheet(reply: CategoryReply, tournament: SheetTournament): Promise<void> {
  const doc = await buildCategorySheet(reply, tournament);
  doc.save(`sheet-${fileSlug(reply.category.name, 'category')}.pdf`);
}
