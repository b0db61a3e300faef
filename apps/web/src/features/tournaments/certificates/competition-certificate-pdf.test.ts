// @vitest-environment happy-dom
import type { jsPDF } from 'jspdf';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompetitionCertificate } from '@academy/contract';
import { recordShapedText, shaped } from '../../../lib/test-shaped-pdf-text.ts';
import { buildCompetitionCertificatesPdf } from './competition-certificate-pdf.ts';
import { verifyAddress } from '../../../lib/certificate-page.ts';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const gold: CompetitionCertificate = {
  number: 'KKA-2026-00043-M4TR',
  entryId: 'e1',
  athleteName: 'Asha Rao',
  eventName: 'Pune Open 2026',
  day: '2026-12-12',
  categoryName: 'Kata · Female · Cadets',
  place: 1,
};
const took: CompetitionCertificate = {
  ...gold,
  number: 'KKA-2026-00044-PLKQ',
  athleteName: 'Meera Joshi',
  place: null,
};
const page = (certificate: CompetitionCertificate) => ({
  certificate,
  address: verifyAddress(certificate.number, 'https://kaizen.example'),
  qr: PIXEL,
});

/** The text the document writes as PDF text operators, in order. */
function writtenText(doc: jsPDF): string[] {
  return [...doc.output().matchAll(/\((.*?)\) Tj/g)].map((match) => match[1]!);
}

let enableShapedText: ReturnType<typeof recordShapedText>;
beforeEach(() => {
  enableShapedText = recordShapedText();
});
afterEach(() => {
  shaped.length = 0;
  vi.restoreAllMocks();
});

describe('the competition certificate PDF', () => {
  it("writes a medallist's certificate as vector text, on an A4 landscape page like a certificate of rank", async () => {
    const doc = await buildCompetitionCertificatesPdf([page(gold)], PIXEL);
    expect(enableShapedText).not.toHaveBeenCalled();
    expect(doc.getNumberOfPages()).toBe(1);
    expect(Math.round(doc.internal.pageSize.getWidth())).toBe(842);
    expect(doc.internal.pageSize.getWidth()).toBeGreaterThan(doc.internal.pageSize.getHeight());
    expect(writtenText(doc)).toEqual([
      'KAIZEN KARATE ACADEMY',
      'Certificate of Achievement',
      'This certifies that',
      'Asha Rao',
      'won the gold medal, 1st place, in',
      'Kata \u00b7 Female \u00b7 Cadets',
      '1',
      'at Pune Open 2026 on 12 December 2026',
      'Check this certificate at',
      'https://kaizen.example/verify/KKA-2026-00043-M4TR',
      'Organiser',
      'Certificate no. KKA-2026-00043-M4TR',
    ]);
  });

  it('certifies taking part, without a medal, for an athlete placed after the bronzes', async () => {
    const text = writtenText(await buildCompetitionCertificatesPdf([page(took)], PIXEL));
    expect(text).toContain('Certificate of Participation');
    expect(text).toContain('took part in');
    expect(text).not.toContain('1');
    expect(text.filter((line) => line.startsWith('won '))).toEqual([]);
  });

  it("prints a category's certificates one a page, each with its own number and QR code", async () => {
    const bronze = { ...gold, number: 'KKA-2026-00045-BRNZ', athleteName: 'Kavya Iyer', place: 3 };
    const doc = await buildCompetitionCertificatesPdf([page(gold), page(bronze), page(took)], PIXEL);
    expect(doc.getNumberOfPages()).toBe(3);
    const text = writtenText(doc);
    expect(text.filter((line) => line.startsWith('Certificate no. '))).toEqual([
      'Certificate no. KKA-2026-00043-M4TR',
      'Certificate no. KKA-2026-00045-BRNZ',
      'Certificate no. KKA-2026-00044-PLKQ',
    ]);
    expect(text).toContain('won the bronze medal, 3rd place, in');
    // The logo once, and a code per certificate: one picture for all would send every page to the first's check.
    const pictures = (pdf: jsPDF) => pdf.output().match(/\/Subtype \/Image/g)!.length;
    const one = await buildCompetitionCertificatesPdf([page(gold)], PIXEL);
    expect(pictures(doc) / pictures(one)).toBe(4 / 2);
  });

  it('gives a category written with the minus sign, or in Devanagari, to the browser to draw', async () => {
    const kumite = { ...gold, categoryName: 'Kumite \u00b7 Female \u00b7 Cadets (14\u201315) \u00b7 \u221247 kg' };
    const doc = await buildCompetitionCertificatesPdf(
      [page(kumite), page({ ...took, athleteName: 'मीरा जोशी' })],
      PIXEL,
    );
    expect(enableShapedText).toHaveBeenCalledWith(doc);
    expect(shaped).toEqual([kumite.categoryName, 'मीरा जोशी']);
    const text = writtenText(doc);
    expect(text).toContain('Asha Rao');
    expect(text).toContain('Certificate of Participation');
  });
});
