import type { jsPDF } from 'jspdf';
import { vi, type MockInstance } from 'vitest';
import * as ShapedPdfText from './shaped-pdf-text.ts';

/** The strings the browser would draw, as the shaped path receives them, in order. */
export const shaped: string[] = [];

/**
 * enableShapedText as the PDF tests replace it, until vi.restoreAllMocks(): the shaped path draws with a canvas and
 * the site's fonts, which happy-dom has not, so it records what it was given (in `shaped`) and writes nothing for
 * those strings.
 */
export function recordShapedText(): MockInstance<typeof ShapedPdfText.enableShapedText> {
  return vi.spyOn(ShapedPdfText, 'enableShapedText').mockImplementation(async (doc: jsPDF) => {
    const text = doc.text.bind(doc);
    const width = doc.getTextWidth.bind(doc);
    doc.getTextWidth = (value: string) => (ShapedPdfText.needsShaping(value) ? value.length * 6 : width(value));
    doc.text = ((value: string | string[], x: number, y: number, ...rest: unknown[]) => {
      const lines = Array.isArray(value) ? value : [value];
      if (!lines.some(ShapedPdfText.needsShaping)) return (text as (...args: unknown[]) => jsPDF)(value, x, y, ...rest);
      shaped.push(...lines);
      return doc;
    }) as jsPDF['text'];
  });
}
