import type { jsPDF } from 'jspdf';

/**
 * A text as a PDF writes it: the weight class's minus sign (U+2212) is not in the standard fonts, and a hyphen reads
 * the same on paper, where the sign would otherwise send the whole string to the browser to draw.
 */
export const standardMinus = (text: string) => text.replace(/\u2212/g, '-');

/** `text` in the current font, as large as fits `width` from `size` down to `min`, then cut with an ellipsis. */
export function fitted(doc: jsPDF, text: string, width: number, size: number, min: number): string {
  doc.setFontSize(size);
  const full = doc.getTextWidth(text);
  if (full <= width) return text;
  doc.setFontSize(Math.max(min, (size * width) / full));
  if (doc.getTextWidth(text) <= width) return text;
  const letters = Array.from(text);
  while (letters.length > 1 && doc.getTextWidth(`${letters.join('')}…`) > width) letters.pop();
  return `${letters.join('')}…`;
}
