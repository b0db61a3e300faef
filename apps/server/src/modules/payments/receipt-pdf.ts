import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import {
  amountInWords,
  formatPaise,
  LANGUAGES,
  TIME_ZONE,
  type Due,
  type Payment,
  type PaymentMethod,
} from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import { monthWords } from './payment-emails.ts';

/** One thing paid for: a month's class fee of a batch, or an event's entry fee. */
export type ReceiptLine = Pick<Due, 'fighterName' | 'item' | 'period' | 'amountPaise'>;

export type ReceiptData = Pick<Payment, 'reference' | 'utr' | 'payerName' | 'payerEmail' | 'amountPaise'> & {
  academyName: string;
  /** Address, phone and the like, as the admin typed them: one line each. */
  academyDetails: string | null;
  receiptNumber: string;
  /** The instant the money arrived; the receipt prints its IST day. */
  paidAt: string;
  method: Exclude<PaymentMethod, 'waiver'>;
  lines: ReceiptLine[];
};

// ----------------------------------------------------------------------------------------------------------------
// Fonts. Noto Sans Devanagari comes with the site (@fontsource), cut into unicode subsets; each subset and weight
// is its own font here, and every string is drawn in runs, each in the first subset that has its letters.

const SUBSETS = ['latin', 'devanagari', 'latin-ext'] as const;
type Subset = (typeof SUBSETS)[number];
const WEIGHTS = { regular: 400, bold: 700 } as const;
type Weight = keyof typeof WEIGHTS;
type FontName = `${Weight}-${Subset}`;
type Fonts = Record<FontName, fontkit.Font>;

declare global {
  // @types/pdfkit declares everything in its global PDFKit namespace: only an interface there can take an overload.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit 0.20 takes a font fontkit has parsed (its changelog); @types/pdfkit 0.17 does not know it yet. */
      registerFont(name: string, src: fontkit.Font): this;
    }
  }
}

/**
 * A WOFF 1.0 file as the plain TrueType font it wraps. fontkit reads WOFF, but inflates a table again each time it
 * is asked for it, which pdfkit's subsetting does once per glyph; and fontkit's subsetting of WOFF2 writes broken
 * composite glyphs. The @fontsource package ships both formats.
 */
function sfntOf(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
    const length = woff.readUInt32BE(entry + 12);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored.length < length ? inflateSync(stored) : stored,
    };
  });
  const selector = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(2 ** selector * 16, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(count * 16 - 2 ** selector * 16, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

async function loadFonts(): Promise<Fonts> {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari')),
    'files',
  );
  const names = SUBSETS.flatMap((subset) =>
    (Object.keys(WEIGHTS) as Weight[]).map((weight) => [weight, subset] as const),
  );
  const fonts = await Promise.all(
    names.map(async ([weight, subset]) => {
      const file = path.join(dir, `noto-sans-devanagari-${subset}-${WEIGHTS[weight]}-normal.woff`);
      const font = fontkit.create(sfntOf(await readFile(file)));
      if ('fonts' in font) throw new Error(`${file} holds several fonts`);
      return [`${weight}-${subset}`, font] as const;
    }),
  );
  return Object.fromEntries(fonts) as Fonts;
}

/**
 * Parsed once and shared by every receipt: parsing the fonts' layout tables again for each document cost over
 * 200 ms of CPU; shared, a receipt takes about 20 ms.
 */
let fontsOnce: Promise<Fonts> | undefined;
function fonts(): Promise<Fonts> {
  fontsOnce ??= loadFonts().catch((error: unknown) => {
    fontsOnce = undefined;
    throw error;
  });
  return fontsOnce;
}

/** Marks and joiners stay in the run of the letter they follow: a conjunct is shaped by one font. */
const STAYS_IN_RUN = /[\p{M}\u200c\u200d]/u;

// ----------------------------------------------------------------------------------------------------------------
// Drawing text: a receipt's few strings are placed by hand, on baselines, so that runs of two fonts line up.

interface Style {
  size: number;
  weight?: Weight;
  color?: string;
}

const INK = '#111111';
const TEXT = '#2b2826';
const MUTED = '#5b554f';
const RED = '#b3121f';
const GREEN = '#1d6b3b';
const LINE = '#e7dfd3';
const SAND = '#f4eee4';

class Typesetter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: Fonts,
  ) {}

  private runs(text: string): { subset: Subset; text: string }[] {
    const covers = (subset: Subset, code: number) => this.fonts[`regular-${subset}`].hasGlyphForCodePoint(code);
    const runs: { subset: Subset; text: string }[] = [];
    for (const char of text) {
      const code = char.codePointAt(0)!;
      const last = runs.at(-1);
      if (last && (STAYS_IN_RUN.test(char) || covers(last.subset, code))) {
        last.text += char;
        continue;
      }
      runs.push({ subset: SUBSETS.find((subset) => covers(subset, code)) ?? 'latin', text: char });
    }
    return runs;
  }

  private use(subset: Subset, style: Style) {
    return this.doc.font(`${style.weight ?? 'regular'}-${subset}`).fontSize(style.size);
  }

  width(text: string, style: Style): number {
    return this.runs(text).reduce((sum, run) => sum + this.use(run.subset, style).widthOfString(run.text), 0);
  }

  /** One line, its baseline at `y`; `x` is its left edge, or its right edge or centre when aligned so. */
  draw(text: string, x: number, y: number, style: Style & { align?: 'left' | 'right' | 'center' }): void {
    const width = style.align && style.align !== 'left' ? this.width(text, style) : 0;
    let left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
    this.doc.fillColor(style.color ?? TEXT);
    for (const run of this.runs(text)) {
      this.use(run.subset, style).text(run.text, left, y, { lineBreak: false, baseline: 'alphabetic' });
      left += this.doc.widthOfString(run.text);
    }
  }

  /** The lines `text` takes at `width`, broken between words, or between graphemes within a word too long. */
  wrap(text: string, width: number, style: Style): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.trim().split(/\s+/).filter(Boolean)) {
        const joined = line ? `${line} ${word}` : word;
        if (this.width(joined, style) <= width) {
          line = joined;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)) {
          if (line && this.width(line + segment, style) > width) {
            lines.push(line);
            line = '';
          }
          line += segment;
        }
      }
      if (line) lines.push(line);
    }
    return lines;
  }
}

// ----------------------------------------------------------------------------------------------------------------
// The page: A4 portrait, in points. Fifteen lines whose description takes one row fit on the first page with the
// total; a longer list continues on further pages.

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 44;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const CONTENT = RIGHT - LEFT;
const FOOTER_RULE = PAGE.height - MARGIN - 20;
/** Below this the page keeps room for its footer. */
const BODY_BOTTOM = FOOTER_RULE - 12;

/** The table's columns: serial, fighter, description, amount (right-aligned); the description takes the rest. */
const COLUMNS = { serial: 30, fighter: 136, amount: 90 };
const COLUMN_X = {
  serial: LEFT,
  fighter: LEFT + COLUMNS.serial,
  description: LEFT + COLUMNS.serial + COLUMNS.fighter,
  amountRight: RIGHT,
};
const DESCRIPTION_WIDTH = CONTENT - COLUMNS.serial - COLUMNS.fighter - COLUMNS.amount;
const CELL_PAD = 8;
const ROW = { pad: 6, line: 13, noteLine: 11.5, noteGap: 7 };

const BODY: Style = { size: 10, color: TEXT };
const LABEL: Style = { size: 9, color: MUTED };
const NOTE: Style = { size: 8.5, color: MUTED };
const WORDS: Style = { size: 10.5, weight: 'bold', color: INK };

interface Receipt {
  data: ReceiptData;
  messages: Messages;
  type: Typesetter;
  doc: PDFKit.PDFDocument;
}

function istDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

function rule(doc: PDFKit.PDFDocument, y: number, width: number, color: string): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
}

/** Labels on the left of a block, values right-aligned at its right edge; returns the baseline after the last. */
function drawFacts(type: Typesetter, facts: [string, string][], left: number, right: number, top: number): number {
  let y = top;
  for (const [label, value] of facts) {
    type.draw(label, left, y, LABEL);
    type.draw(value, right, y, { size: 10, weight: 'bold', color: INK, align: 'right' });
    y += 15;
  }
  return y;
}

/** The academy on the left, the receipt's title, number and day on the right; returns where the body starts. */
function drawHeader({ data, messages, type, doc }: Receipt): number {
  const { t } = messages;
  doc.rect(0, 0, PAGE.width, 6).fill(RED);

  const blockWidth = 200;
  const leftWidth = CONTENT - blockWidth - 20;
  const nameStyle: Style = { size: 20, weight: 'bold', color: INK };
  let left = MARGIN + 16;
  for (const line of type.wrap(data.academyName, leftWidth, nameStyle)) {
    type.draw(line, LEFT, left, nameStyle);
    left += 24;
  }
  left -= 7;
  const details: Style = { size: 9, color: MUTED };
  for (const line of type.wrap(data.academyDetails ?? '', leftWidth, details)) {
    type.draw(line, LEFT, left, details);
    left += 12.5;
  }

  type.draw(t('receipt.title'), RIGHT, MARGIN + 14, { size: 15, weight: 'bold', color: RED, align: 'right' });
  const right = drawFacts(
    type,
    [
      [t('receipt.number'), data.receiptNumber],
      [t('receipt.date'), istDay(data.paidAt, messages.locale)],
    ],
    RIGHT - blockWidth,
    RIGHT,
    MARGIN + 36,
  );

  const bottom = Math.max(left, right) + 2;
  rule(doc, bottom, 1.2, RED);
  return bottom + 22;
}

/** Who paid on the left, how on the right. */
function drawParties({ data, messages, type }: Receipt, top: number): number {
  const { t } = messages;
  const blockWidth = 240;
  type.draw(t('receipt.receivedFrom'), LEFT, top, LABEL);
  let left = top + 17;
  const nameStyle: Style = { size: 13, weight: 'bold', color: INK };
  for (const line of type.wrap(data.payerName, CONTENT - blockWidth - 24, nameStyle)) {
    type.draw(line, LEFT, left, nameStyle);
    left += 17;
  }
  if (data.payerEmail) {
    type.draw(data.payerEmail, LEFT, left - 2, { size: 9.5, color: MUTED });
    left += 13;
  }

  type.draw(t('receipt.paymentDetails'), RIGHT - blockWidth, top, LABEL);
  const right = drawFacts(
    type,
    [
      [t('receipt.method'), t(data.method === 'upi' ? 'receipt.upi' : 'receipt.cash')],
      ...(data.utr ? [[t('receipt.utr'), data.utr] as [string, string]] : []),
      [t('receipt.reference'), data.reference],
    ],
    RIGHT - blockWidth,
    RIGHT,
    top + 17,
  );
  return Math.max(left, right) + 4;
}

function drawTableHead({ messages, type, doc }: Receipt, top: number): number {
  const { t } = messages;
  doc.rect(LEFT, top, CONTENT, 20).fill(SAND);
  const head: Style = { size: 8.5, weight: 'bold', color: INK };
  const baseline = top + 13.5;
  type.draw(t('receipt.serial'), COLUMN_X.serial + CELL_PAD, baseline, head);
  type.draw(t('receipt.fighter'), COLUMN_X.fighter, baseline, head);
  type.draw(t('receipt.description'), COLUMN_X.description, baseline, head);
  type.draw(t('receipt.amount'), COLUMN_X.amountRight - CELL_PAD, baseline, { ...head, align: 'right' });
  return top + 20;
}

interface Row {
  serial: string;
  fighter: string[];
  item: string[];
  /** What the line pays for, after the item's last line when it fits there, else on lines of its own below. */
  note: { lines: string[]; inline: boolean };
  amount: string;
  height: number;
}

function rowOf({ messages, type }: Receipt, line: ReceiptLine, index: number): Row {
  const fighter = type.wrap(line.fighterName, COLUMNS.fighter - CELL_PAD, BODY);
  const width = DESCRIPTION_WIDTH - CELL_PAD;
  const item = type.wrap(line.item, width, BODY);
  const note = line.period
    ? messages.t('receipt.classFee', { month: monthWords(line.period, messages.locale) })
    : messages.t('receipt.eventFee');
  const inline = type.width(item.at(-1) ?? '', BODY) + ROW.noteGap + type.width(note, NOTE) <= width;
  const notes = inline ? [note] : type.wrap(note, width, NOTE);
  const description = item.length * ROW.line + (inline ? 0 : notes.length * ROW.noteLine);
  return {
    serial: String(index + 1),
    fighter,
    item,
    note: { lines: notes, inline },
    amount: formatPaise(line.amountPaise),
    height: Math.max(fighter.length * ROW.line, description) + 2 * ROW.pad,
  };
}

function drawRow({ type, doc }: Receipt, row: Row, top: number): number {
  const first = top + ROW.pad + 9;
  type.draw(row.serial, COLUMN_X.serial + CELL_PAD, first, { ...BODY, color: MUTED });
  row.fighter.forEach((line, i) => type.draw(line, COLUMN_X.fighter, first + i * ROW.line, BODY));
  row.item.forEach((line, i) => type.draw(line, COLUMN_X.description, first + i * ROW.line, BODY));
  const lastItem = first + (row.item.length - 1) * ROW.line;
  if (row.note.inline) {
    const after = COLUMN_X.description + type.width(row.item.at(-1) ?? '', BODY) + ROW.noteGap;
    type.draw(row.note.lines[0] ?? '', after, lastItem, NOTE);
  } else {
    row.note.lines.forEach((line, i) => type.draw(line, COLUMN_X.description, lastItem + (i + 1) * ROW.noteLine, NOTE));
  }
  type.draw(row.amount, COLUMN_X.amountRight - CELL_PAD, first, { ...BODY, align: 'right' });
  const bottom = top + row.height;
  rule(doc, bottom, 0.6, LINE);
  return bottom;
}

const TOTAL_HEIGHT = 30;
const STAMP: Style = { size: 11, weight: 'bold', color: GREEN };

const stampWords = (messages: Messages) => messages.t('receipt.paid').toLocaleUpperCase(messages.locale);
const stampWidth = ({ messages, type }: Receipt) => type.width(stampWords(messages), STAMP) + 28;

function wordsLines(receipt: Receipt): string[] {
  const { data, messages, type } = receipt;
  return type.wrap(amountInWords(data.amountPaise, messages.language), CONTENT - stampWidth(receipt) - 44, WORDS);
}

/** The total, in figures and in words, and the stamp: kept together on one page. */
function closingHeight(receipt: Receipt): number {
  return TOTAL_HEIGHT + 12 + Math.max(22 + wordsLines(receipt).length * 14, 44);
}

/** A rubber stamp's look, turned a little, right of the amount in words. */
function drawStamp(receipt: Receipt, centreY: number): void {
  const { messages, type, doc } = receipt;
  const width = stampWidth(receipt);
  const centreX = RIGHT - width / 2 - 6;
  doc.save().rotate(-6, { origin: [centreX, centreY] });
  doc
    .roundedRect(centreX - width / 2, centreY - 14, width, 28, 5)
    .lineWidth(1.6)
    .strokeColor(GREEN)
    .stroke();
  type.draw(stampWords(messages), centreX, centreY + 4, { ...STAMP, align: 'center' });
  doc.restore();
}

function drawClosing(receipt: Receipt, top: number): void {
  const { data, messages, type, doc } = receipt;
  const { t } = messages;
  doc.rect(LEFT, top, CONTENT, TOTAL_HEIGHT).fill(SAND);
  rule(doc, top, 1, INK);
  const baseline = top + 19.5;
  const label: Style = { size: 11, weight: 'bold', color: INK };
  const figure: Style = { ...label, size: 13 };
  const amount = formatPaise(data.amountPaise);
  const labelRight = Math.min(
    COLUMN_X.amountRight - COLUMNS.amount - CELL_PAD,
    COLUMN_X.amountRight - CELL_PAD - type.width(amount, figure) - 16,
  );
  type.draw(t('receipt.total'), labelRight, baseline, { ...label, align: 'right' });
  type.draw(amount, COLUMN_X.amountRight - CELL_PAD, baseline, { ...figure, align: 'right' });

  const boxTop = top + TOTAL_HEIGHT + 12;
  const words = wordsLines(receipt);
  const boxHeight = 22 + words.length * 14;
  doc.rect(LEFT, boxTop, 3, boxHeight).fill(RED);
  type.draw(t('receipt.inWords'), LEFT + 14, boxTop + 10, LABEL);
  words.forEach((line, i) => type.draw(line, LEFT + 14, boxTop + 26 + i * 14, WORDS));
  drawStamp(receipt, boxTop + Math.max(boxHeight, 44) / 2);
}

function drawFooters({ data, messages, type, doc }: Receipt): void {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    rule(doc, FOOTER_RULE, 0.6, LINE);
    const thanks = `${messages.t('receipt.thanks')} `;
    const thanksStyle: Style = { ...NOTE, weight: 'bold', color: RED };
    const footer = messages.t('receipt.footer');
    const x = (PAGE.width - type.width(thanks, thanksStyle) - type.width(footer, NOTE)) / 2;
    type.draw(thanks, x, FOOTER_RULE + 14, thanksStyle);
    type.draw(footer, x + type.width(thanks, thanksStyle), FOOTER_RULE + 14, NOTE);
    const where = [data.academyName, data.receiptNumber];
    if (count > 1) where.push(messages.t('receipt.page', { page: page - start + 1, pages: count }));
    type.draw(where.join('  ·  '), PAGE.width / 2, FOOTER_RULE + 27, { size: 7.5, color: MUTED, align: 'center' });
  }
}

/**
 * The receipt of a paid payment as a PDF, in `messages`' language, to attach to its email or download. Every text
 * is real text in Noto Sans Devanagari, shaped by fontkit (Hindi's and Marathi's conjuncts and vowel signs), and the same
 * receipt makes the same bytes: the document's date is the payment's. A long list continues on further pages,
 * its table head repeated.
 */
export async function receiptPdf(data: ReceiptData, messages: Messages): Promise<Buffer> {
  const parsed = await fonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: LANGUAGES[messages.language].locale,
    displayTitle: true,
    info: {
      Title: messages.t('receipt.documentTitle', { number: data.receiptNumber }),
      Author: data.academyName,
      Subject: messages.t('receipt.title'),
      CreationDate: new Date(data.paidAt),
    },
  });
  for (const [name, font] of Object.entries(parsed)) doc.registerFont(name, font);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const receipt: Receipt = { data, messages, type: new Typesetter(doc, parsed), doc };
  let y = drawTableHead(receipt, drawParties(receipt, drawHeader(receipt)) + 14);
  for (const row of data.lines.map((line, index) => rowOf(receipt, line, index))) {
    if (y + row.height > BODY_BOTTOM) {
      doc.addPage();
      y = drawTableHead(receipt, MARGIN);
    }
    y = drawRow(receipt, row, y);
  }
  if (y + closingHeight(receipt) > BODY_BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  drawClosing(receipt, y);
  drawFooters(receipt);
  doc.end();
  return ended;
}
