import type { jsPDF } from 'jspdf';
import type { CellHookData, UserOptions } from 'jspdf-autotable';
import { ACADEMY_NAME, type Medallist, type TournamentResultsReply } from '@academy/contract';
import { fileSlug } from './file-slug.ts';
import { fitted, standardMinus } from './pdf-fit.ts';
import { currentLanguage, t } from './i18n.ts';
import { formatEventsPageDate } from './plain-format.ts';
import { enableShapedText, needsShaping } from './shaped-pdf-text.ts';

type Category = TournamentResultsReply['categories'][number];
type Medal = 'gold' | 'silver' | 'bronze';
type Rgb = [number, number, number];

const MARGIN = 40;
/** Where the repeated page header ends and a page's tables may start. */
const BODY_TOP = 100;
const BODY_BOTTOM = 52;
const RED = '#b3121f';
const INK = '#111111';
const MUTED = '#6b6b6b';
const RED_RGB: Rgb = [179, 18, 31];
const SAND_RGB: Rgb = [241, 234, 223];
/** The medals' colours of the site (tokens.css), which paper shows as they are on screen. */
const MEDAL_RGB: Record<Medal, Rgb> = {
  gold: [226, 185, 59],
  silver: [212, 214, 218],
  bronze: [215, 154, 102],
};

/** The tournament's name, day and place, at the top of every page, so a loose page still says what it is. */
function drawHeader(doc: jsPDF, results: TournamentResultsReply) {
  const width = doc.internal.pageSize.getWidth() - MARGIN * 2;
  doc.setFont('helvetica', 'bold');
  doc.setTextColor(RED);
  doc.text(fitted(doc, ACADEMY_NAME.toUpperCase(), width, 8, 6), MARGIN, 38);
  doc.setTextColor(INK);
  doc.text(fitted(doc, t('tournaments.results.title', { name: results.eventName }), width, 16, 10), MARGIN, 60);
  doc.setFont('helvetica', 'normal');
  doc.setTextColor(MUTED);
  const when = `${formatEventsPageDate(results.eventDateTime, currentLanguage())} IST`;
  doc.text(fitted(doc, [when, results.address].filter(Boolean).join(' · '), width, 9, 7), MARGIN, 76);
  doc.setDrawColor(RED);
  doc.setLineWidth(1);
  doc.line(MARGIN, 86, MARGIN + width, 86);
}

function drawPageNumber(doc: jsPDF, page: number, pages: number) {
  const label = t('tournaments.results.pdf.page', { page, pages });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(MUTED);
  const width = doc.internal.pageSize.getWidth();
  doc.text(label, width - MARGIN - doc.getTextWidth(label), doc.internal.pageSize.getHeight() - 28);
}

/** The document's own autotable call and where its last table ended. */
type Tables = (options: UserOptions) => number;

const TABLE_STYLES = {
  styles: { font: 'helvetica', fontSize: 9, cellPadding: 4, overflow: 'linebreak', valign: 'middle', textColor: 17 },
  theme: 'grid',
  margin: { top: BODY_TOP, left: MARGIN, right: MARGIN, bottom: BODY_BOTTOM },
} satisfies UserOptions;

function drawSectionTitle(doc: jsPDF, title: string, y: number): number {
  // A title with no room for a line under it starts the next page.
  if (y + 60 > doc.internal.pageSize.getHeight() - BODY_BOTTOM) {
    doc.addPage();
    y = BODY_TOP;
  }
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.setTextColor(INK);
  doc.text(title, MARGIN, y + 12);
  return y + 20;
}

const MEDAL_COLUMNS = ['gold', 'silver', 'bronze'] as const;

/** The clubs' medal table, its head repeated on each page it runs over. */
function drawMedalTable(doc: jsPDF, tables: Tables, results: TournamentResultsReply, top: number): number {
  const y = drawSectionTitle(doc, t('tournaments.results.medalTable'), top);
  if (results.medals.length === 0) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.setTextColor(MUTED);
    doc.text(t('tournaments.results.noMedals'), MARGIN, y + 10);
    return y + 24;
  }
  return tables({
    ...TABLE_STYLES,
    startY: y,
    showHead: 'everyPage',
    headStyles: { fillColor: RED_RGB, textColor: 255, fontStyle: 'bold' },
    head: [
      [
        t('tournaments.results.column.rank'),
        t('tournaments.results.column.club'),
        ...MEDAL_COLUMNS.map((medal) => t(`tournaments.results.column.${medal}`)),
        t('tournaments.results.column.total'),
      ],
    ],
    body: results.medals.map((row) => [
      row.rank,
      standardMinus(row.club || t('tournaments.results.noClub')),
      row.gold,
      row.silver,
      row.bronze,
      row.gold + row.silver + row.bronze,
    ]),
    columnStyles: {
      0: { cellWidth: 44, halign: 'center' },
      2: { cellWidth: 56, halign: 'center' },
      3: { cellWidth: 56, halign: 'center' },
      4: { cellWidth: 56, halign: 'center' },
      5: { cellWidth: 48, halign: 'center', fontStyle: 'bold' },
    },
    didParseCell: (data: CellHookData) => {
      const medal = MEDAL_COLUMNS[data.column.index - 2];
      if (data.section !== 'head' || !medal) return;
      data.cell.styles.fillColor = MEDAL_RGB[medal];
      data.cell.styles.textColor = 17;
      data.cell.styles.halign = 'center';
    },
  });
}

/** A category's places 1, 2, 3 and 3 (what is decided so far), kept whole on one page. */
function drawCategory(doc: jsPDF, tables: Tables, category: Category, top: number): number {
  const places = [
    ['gold', category.first],
    ['silver', category.second],
    ...category.third.map((third) => ['bronze', third] as const),
  ].filter((each): each is [Medal, Medallist] => each[1] !== null);
  const facts = [
    t('tournaments.results.athletes', { count: category.entries }),
    ...(category.finished ? [] : [t('tournaments.results.running')]),
  ].join(' · ');
  const place = { gold: 1, silver: 2, bronze: 3 } as const;
  return tables({
    ...TABLE_STYLES,
    startY: top,
    pageBreak: 'avoid',
    headStyles: { fillColor: SAND_RGB, textColor: 17, fontStyle: 'bold' },
    head: [
      [
        { content: standardMinus(category.name), colSpan: 2 },
        { content: facts, styles: { halign: 'right', fontStyle: 'normal', textColor: MUTED } },
      ],
    ],
    body:
      places.length === 0
        ? [[{ content: t('tournaments.results.running'), colSpan: 3, styles: { textColor: MUTED } }]]
        : places.map(([medal, medallist]) => [
            place[medal],
            standardMinus(medallist.athleteName),
            standardMinus(medallist.club || t('tournaments.results.noClub')),
          ]),
    columnStyles: { 0: { cellWidth: 44, halign: 'center', fontStyle: 'bold' }, 2: { cellWidth: 200 } },
    didParseCell: (data: CellHookData) => {
      const medal = places[data.row.index]?.[0];
      if (data.section === 'body' && data.column.index === 0 && medal) data.cell.styles.fillColor = MEDAL_RGB[medal];
    },
  });
}

/** Every string the document may write, to know whether the browser must draw some of them (Devanagari). */
function documentTexts(results: TournamentResultsReply): string[] {
  return [
    t('tournaments.results.title', { name: results.eventName }),
    results.address,
    t('tournaments.results.medalTable'),
    t('tournaments.results.pdf.page', { page: 1, pages: 1 }),
    ...results.medals.map((row) => row.club),
    ...results.categories.flatMap((category) => [
      standardMinus(category.name),
      ...[category.first, category.second, ...category.third].flatMap((each) =>
        each === null ? [] : [each.athleteName, each.club],
      ),
    ]),
  ];
}

/**
 * A tournament's results on A4 pages, in the page's language: the clubs' medal table (gold, silver, bronze), then
 * each published category's places 1, 2, 3 and 3, a category never split over two pages. Each page repeats the
 * tournament's name, day and place and says which page of how many it is. Names in Devanagari are drawn by the
 * browser (shaped-pdf-text.ts).
 */
export async function buildTournamentResultsPdf(results: TournamentResultsReply): Promise<jsPDF> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'portrait' });
  // jsPDF's line spacing stays, unlike the table sheet's: a cell here holds one line, which Devanagari fits, and wider
  // lines would leave every row's text sitting high in it.
  if (documentTexts(results).some(needsShaping)) await enableShapedText(doc);
  doc.setProperties({
    title: t('tournaments.results.title', { name: results.eventName }),
    author: ACADEMY_NAME,
  });
  const tables: Tables = (options) => {
    autoTable(doc, options);
    return (doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
  };
  let y = drawMedalTable(doc, tables, results, BODY_TOP) + 16;
  if (results.categories.length > 0) y = drawSectionTitle(doc, t('tournaments.results.categories'), y);
  for (const category of results.categories) y = drawCategory(doc, tables, category, y) + 10;
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    drawHeader(doc, results);
    drawPageNumber(doc, page, pages);
  }
  return doc;
}

/** Downloads results-<tournament>-<day>.pdf, the name the results CSV has. */
export async function downloadTournamentResultsPdf(results: TournamentResultsReply): Promise<void> {
  const doc = await buildTournamentResultsPdf(results);
  doc.save(`results-${fileSlug(results.eventName, 'tournament')}-${results.day}.pdf`);
}
