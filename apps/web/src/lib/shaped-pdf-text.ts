import type { jsPDF } from 'jspdf';

/**
 * What jsPDF's standard fonts can write: WinAnsiEncoding, that is Latin-1 and the typographic marks of Windows-1252
 * (’ “ ” – — … • € ™ and a few more). jsPDF writes text one character after another, with no OpenType shaping, so
 * a script whose letters combine (Devanagari's conjuncts and vowel signs) comes out wrong in any font it embeds.
 */
const STANDARD_FONT_TEXT = /^[\t\n\r\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

/** True when a string needs the browser's text engine: a Hindi label, an attendee's name in Devanagari, '₹'. */
export function needsShaping(text: string): boolean {
  return !STANDARD_FONT_TEXT.test(text);
}

/** Canvas pixels per PDF point: 4 is about 290 dpi, sharp on paper and when zoomed in. */
const SCALE = 4;
/** The site's own Devanagari font (styles/devanagari.css), then the fonts PDF readers show Helvetica with. */
const FAMILY = '"Noto Sans Devanagari", Helvetica, Arial, sans-serif';
/** Room around the line for strokes that reach past the advance width (a vowel sign's curl, an italic overhang). */
const SIDE_ROOM = 0.25;

const measuring = document.createElement('canvas').getContext('2d')!;

function cssFont(doc: jsPDF, sizePt = doc.getFontSize()): string {
  const bold = doc.getFont().fontStyle.includes('bold');
  return `${bold ? 700 : 400} ${sizePt * SCALE}px ${FAMILY}`;
}

/** A string's width in the document's unit, as the browser lays it out in the current font size and weight. */
function shapedWidth(doc: jsPDF, text: string, sizePt?: number): number {
  measuring.font = cssFont(doc, sizePt);
  return measuring.measureText(text).width / SCALE / doc.internal.scaleFactor;
}

/** Words that fit `width`; a word longer than a line is cut between letters as the reader sees them (graphemes). */
function wrap(doc: jsPDF, paragraph: string, width: number, sizePt?: number): string[] {
  const fits = (line: string) => shapedWidth(doc, line, sizePt) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    if (fits(word)) continue;
    line = '';
    for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)) {
      if (line && !fits(line + segment)) {
        lines.push(line);
        line = '';
      }
      line += segment;
    }
  }
  lines.push(line);
  return lines;
}

/** Draws one line with the browser's text engine and places it as an image whose baseline sits on `baseline`. */
function drawShapedLine(doc: jsPDF, text: string, x: number, baseline: number) {
  const font = cssFont(doc);
  const color = doc.getTextColor();
  measuring.font = font;
  const metrics = measuring.measureText(text);
  const ascent = Math.ceil(metrics.fontBoundingBoxAscent);
  const side = Math.ceil(doc.getFontSize() * SCALE * SIDE_ROOM);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(metrics.width) + 2 * side;
  canvas.height = ascent + Math.ceil(metrics.fontBoundingBoxDescent);
  const context = canvas.getContext('2d')!;
  context.font = font;
  context.fillStyle = color;
  context.fillText(text, side, ascent);
  const unit = SCALE * doc.internal.scaleFactor;
  // The same text in the same font and colour is one image in the file, however often it shows (table headers).
  const alias = `shaped ${font} ${color} ${text}`;
  doc.addImage(
    canvas,
    'PNG',
    x - side / unit,
    baseline - ascent / unit,
    canvas.width / unit,
    canvas.height / unit,
    alias,
    'FAST',
  );
}

/**
 * Teaches a document to write any script: strings the standard fonts cannot show are measured, wrapped and drawn by
 * the browser, which shapes them with the site's font, and placed as images at the text's size; every other string
 * stays vector text, exactly as jsPDF writes it. The document's own text, splitTextToSize and getTextWidth are
 * replaced, so jspdf-autotable sizes and draws such cells like any other. Text is drawn left-aligned on the
 * baseline, the way this document and autotable write it.
 */
export async function enableShapedText(doc: jsPDF): Promise<void> {
  // The font arrives on first use (unicode-range): wait for it, or the first lines would be drawn in a fallback.
  await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 16px ${FAMILY}`, 'क')));
  const text = doc.text.bind(doc);
  const splitTextToSize = doc.splitTextToSize.bind(doc);
  const getTextWidth = doc.getTextWidth.bind(doc);

  doc.getTextWidth = (value: string) => (needsShaping(value) ? shapedWidth(doc, value) : getTextWidth(value));

  // jsPDF's types say a string, but it takes lines too, and autotable passes a cell's lines.
  doc.splitTextToSize = (value: string | string[], width: number, options?: { fontSize?: number }) => {
    // Paragraphs as jsPDF splits them.
    const paragraphs = Array.isArray(value) ? value : value.split(/\r?\n/);
    if (!paragraphs.some(needsShaping)) return splitTextToSize(value as string, width, options);
    return paragraphs.flatMap((paragraph): string[] =>
      needsShaping(paragraph)
        ? wrap(doc, paragraph, width, options?.fontSize)
        : splitTextToSize(paragraph, width, options),
    );
  };

  doc.text = (...[value, x, y, options, transform]: Parameters<jsPDF['text']>) => {
    const lines = Array.isArray(value) ? value : value.split(/\r\n|\r|\n/);
    if (!lines.some(needsShaping)) return text(value, x, y, options, transform);
    const lineHeight = (doc.getFontSize() * doc.getLineHeightFactor()) / doc.internal.scaleFactor;
    lines.forEach((line, index) => {
      const baseline = y + index * lineHeight;
      if (needsShaping(line)) drawShapedLine(doc, line, x, baseline);
      else text(line, x, baseline, options, transform);
    });
    return doc;
  };
}
