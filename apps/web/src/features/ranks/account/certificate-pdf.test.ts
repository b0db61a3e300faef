// @vitest-environment happy-dom
import type { jsPDF } from 'jspdf';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Certificate } from '@academy/contract';
import { recordShapedText, shaped } from '../../../lib/test-shaped-pdf-text.ts';
import { buildCertificatePdf } from './certificate-pdf.ts';
import { verifyAddress } from '../../../lib/certificate-page.ts';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const images = { logo: PIXEL, qr: PIXEL };

const certificate: Certificate = {
  number: 'KKA-2026-00042-X7QP',
  fighterName: 'Asha Rao',
  rank: { id: 'r7', position: 7, name: 'Brown', colour: '#7b4a24', kind: 'kyu', grade: 3 },
  day: '2026-03-14',
  examiners: ['Shihan Rajesh Kulkarni', 'Sensei Ananya Deshpande'],
  gradingName: 'Spring Grading 2026',
  place: 'Kothrud Dojo',
};
const address = verifyAddress(certificate.number, 'https://kaizen.example');

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

describe('the certificate PDF', () => {
  it('writes everything a certificate shows as vector text for a Latin name, on an A4 landscape page', async () => {
    const doc = await buildCertificatePdf(certificate, address, images);
    expect(enableShapedText).not.toHaveBeenCalled();
    expect(doc.internal.pageSize.getWidth()).toBeGreaterThan(doc.internal.pageSize.getHeight());
    expect(Math.round(doc.internal.pageSize.getWidth())).toBe(842);
    expect(writtenText(doc)).toEqual([
      'KAIZEN KARATE ACADEMY',
      'Certificate of Rank',
      'This certifies that',
      'Asha Rao',
      'has been awarded the rank of',
      'Brown · 3rd kyu',
      'on 14 March 2026',
      'at Spring Grading 2026, Kothrud Dojo',
      'Check this certificate at',
      'https://kaizen.example/verify/KKA-2026-00042-X7QP',
      'Shihan Rajesh Kulkarni',
      'Examiner',
      'Sensei Ananya Deshpande',
      'Examiner',
      'Certificate no. KKA-2026-00042-X7QP',
    ]);
  });

  it('says nothing of a grading for a promotion the academy recorded outside one', async () => {
    const doc = await buildCertificatePdf(
      { ...certificate, gradingName: null, place: null, examiners: ['Sensei Kavya Reddy'] },
      address,
      images,
    );
    const text = writtenText(doc);
    expect(text.some((line) => line.startsWith('at '))).toBe(false);
    expect(text.filter((line) => line === 'Examiner')).toHaveLength(1);
    expect(text).toContain('Sensei Kavya Reddy');
  });

  it('gives a Devanagari name to the browser to draw and keeps the Latin text as vector text', async () => {
    const doc = await buildCertificatePdf({ ...certificate, fighterName: 'क्षितिज प्रधान' }, address, images);
    expect(enableShapedText).toHaveBeenCalledWith(doc);
    expect(shaped).toEqual(['क्षितिज प्रधान']);
    const text = writtenText(doc);
    expect(text).toContain('Certificate of Rank');
    expect(text).toContain('Shihan Rajesh Kulkarni');
    expect(text.some((line) => line.includes('क'))).toBe(false);
  });
});
