import type { jsPDF } from 'jspdf';
import { vi } from 'vitest';
import type * as ShapedPdfText from './shaped-pdf-text.ts';

/** The strings the browser would draw, as the shaped path receives them, in order. */
export const shaped: string[] = [];

/**
 * shaped-pdf-text.ts as the PDF tests mock it: the shaped path draws with a canvas and the site's fonts, which
 * happy-dom has not, so it records what it was given (in `shaped`) and writes nothing for those strings.
 */
export function recordingShapedText(real: typeof ShapedPdfText): typeof ShapedPdfText {
  return {
    ...real,
    enableShapedText: vi.fn(async (doc: jsPDF) => {
      const text = doc.text.bind(doc);
      const width = doc.getTextWidth.bind(doc);
      doc.getTextWidth = (value: string) => (real.needsShaping(value) ? value.length * 6 : width(value));
      doc.text = ((value: string | string[], x: number, y: number, ...rest: unknown[]) => {
        const lines = Array.isArray(value) ? value : [value];
        if (!lines.some(real.needsShaping)) return (text as (...args: unknown[]) => jsPDF)(value, x, y, ...rest);
        shaped.push(...lines);
        return doc;
      }) as jsPDF['text'];
    }),
  };
}
