import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_NAME } from '@academy/contract';
import { Translator } from '../../i18n/translator.ts';
import { receiptPdf, type ReceiptData, type ReceiptLine } from './receipt-pdf.ts';

const LINES: ReceiptLine[] = [
  { fighterName: 'क्षितिज प्रधान', item: 'Junior Karate (9–14)', period: '2026-11', amountPaise: 150000 },
  { fighterName: 'Aarav Pradhan', item: 'Little Dragons (Kids 5–8)', period: '2026-12', amountPaise: 120000 },
  { fighterName: 'Aarav Pradhan', item: 'Monsoon Kumite Intensive Camp', period: null, amountPaise: 964550 },
];

const RECEIPT: ReceiptData = {
  academyName: ACADEMY_NAME,
  academyDetails: '2nd Floor, Shanti Complex, MG Road\nIndiranagar, Bengaluru 560038',
  receiptNumber: 'KKA/2026-27/00042',
  // 1:15 AM on 1 December in India.
  paidAt: '2026-11-30T19:45:00Z',
  method: 'upi',
  utr: '634512789012',
  reference: 'P-7F3K9Q',
  payerName: 'सुनीता प्रधान',
  payerEmail: 'sunita@example.com',
  lines: LINES,
  amountPaise: 1234550,
};

/** Each page's text as pdf.js reads it, without white space: the PDF places words and font runs apart. */
async function pagesOf(pdf: Buffer): Promise<{ pages: string[]; size: number[]; created: unknown }> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  const { info } = await document.getMetadata();
  const size = (await document.getPage(1)).view.map(Math.round);
  return { pages: pages.map(squeeze), size, created: (info as Record<string, unknown>).CreationDate };
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The text each glyph stands for: the fonts' ToUnicode maps ('<0915 094d 0937>'), in the PDF's compressed streams. */
function glyphTexts(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)]
    .map((match) => {
      try {
        return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .filter((stream) => stream.includes('begincmap'))
    .join('\n');
}

let translator: Translator;
beforeAll(async () => {
  translator = await Translator.load();
});

describe('the receipt PDF', () => {
  it('is one A4 page in English with the number, the IST date, every line and the total in words', async () => {
    const pdf = await receiptPdf(RECEIPT, translator.in('en'));
    const { pages, size, created } = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    expect(size).toEqual([0, 0, 595, 842]);
    const [text = ''] = pages;
    for (const expected of [
      ACADEMY_NAME,
      'Payment receipt',
      'KKA/2026-27/00042',
      '1 December 2026',
      'Aarav Pradhan',
      'November 2026 class fee',
      'Event entry fee',
      '₹9,645.50',
      '₹12,345.50',
      'Rupees Twelve Thousand Three Hundred Forty-Five and Fifty Paise Only',
      '634512789012',
      'P-7F3K9Q',
      'This is a computer-generated receipt',
    ]) {
      expect(text).toContain(squeeze(expected));
    }
    expect(created).toBe('D:20261130194500Z');
  });

  it('is in Hindi with the labels and the words in Devanagari, its conjuncts shaped by the font', async () => {
    const pdf = await receiptPdf({ ...RECEIPT, method: 'cash', utr: null }, translator.in('hi'));
    const { pages } = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const [text = ''] = pages;
    for (const expected of ['भुगतान रसीद', 'KKA/2026-27/00042', 'बारह हज़ार तीन सौ पैंतालीस', 'पैसे मात्र', 'नकद']) {
      expect(text).toContain(squeeze(expected));
    }
    expect(text).not.toContain('634512789012');
    // क्ष (क + virama + ष) and प्र are single glyphs of Noto Sans Devanagari: only its shaping rules put them there.
    const glyphs = glyphTexts(pdf);
    expect(glyphs).toContain('<0915 094d 0937>');
    expect(glyphs).toContain('<092a 094d 0930>');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(raw).not.toContain('/Helvetica');
  });

  it('is in Marathi with its own words and letters (ळ, the eyelash ऱ्य), digits 0-9, conjuncts shaped', async () => {
    const pdf = await receiptPdf({ ...RECEIPT, amountPaise: 9_497_450 }, translator.in('mr'));
    const { pages } = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const [text = ''] = pages;
    for (const expected of [
      'पेमेंट पावती',
      'KKA/2026-27/00042',
      'नोव्हेंबर 2026 ची',
      'चौऱ्याण्णव हजार नऊशे चौऱ्याहत्तर',
      'UPI व्यवहार आयडी (UTR)',
      '634512789012',
      '₹94,974.50',
      'पैसे फक्त',
    ]) {
      expect(text).toContain(squeeze(expected));
    }
    expect(text).not.toMatch(/[०-९]|Payment|Total/);
    const glyphs = glyphTexts(pdf);
    expect(glyphs).toContain('<0933>');
    expect(glyphs).toContain('<0915 094d 0937>');
    // चौऱ्याण्णव (94): Marathi's eyelash ra, U+0931 with virama, is a glyph of the font, not a dotted circle.
    expect(glyphs).toContain('<0931 094d>');
    expect(glyphs).not.toContain('<25cc>');
  });

  it('makes the same bytes for the same receipt', async () => {
    const messages = translator.in('hi');
    expect((await receiptPdf(RECEIPT, messages)).equals(await receiptPdf(RECEIPT, messages))).toBe(true);
  });

  it('holds fifteen lines on one page, and continues a longer list on pages that say so', async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => LINES[i % 2]!);
    const fifteen = await pagesOf(await receiptPdf({ ...RECEIPT, lines: lines(15) }, translator.in('en')));
    expect(fifteen.pages).toHaveLength(1);

    const { pages } = await pagesOf(await receiptPdf({ ...RECEIPT, lines: lines(50) }, translator.in('en')));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(squeeze(`Page ${i + 1} of ${pages.length}`));
      expect(page).toContain('Description');
    });
    expect(pages.at(-1)).toContain(squeeze('Rupees Twelve Thousand'));
  });
});
