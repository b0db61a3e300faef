import { rankWords } from '@academy/contract';
import type { jsPDF } from 'jspdf';
import type { Certificate } from '@academy/contract';
import { beltShape, BELT_WIDTH, type BeltRect } from '../../../lib/belt-shape.ts';
import {
  CERTIFICATE_COLOURS,
  centred,
  certificateDocument,
  certificateLogo,
  drawCertificateHead,
  drawCertificateHolder,
  drawCertificateNumber,
  drawSignature,
  drawVerifyCode,
  fitSize,
  qrImage,
  qrLeft,
  verifyAddress,
  type CertificateImages,
} from '../../../lib/certificate-page.ts';
import { formatDay } from '../../../lib/family.ts';
import { currentLanguage, t } from '../../../lib/i18n.ts';
import { getCertificate } from '../api/get-certificate.ts';

function roundedRect(doc: jsPDF, rect: BeltRect, scale: number, x: number, y: number, style: 'F' | 'FD') {
  doc.roundedRect(
    x + rect.x * scale,
    y + rect.y * scale,
    rect.w * scale,
    rect.h * scale,
    rect.r * scale,
    rect.r * scale,
    style,
  );
}

/** The belt the page draws (lib/belt-shape.ts), `width` points wide, its top left corner at x, y. */
function drawBelt(doc: jsPDF, rank: Certificate['rank'], x: number, y: number, width: number) {
  const shape = beltShape(rank);
  const scale = width / BELT_WIDTH;
  doc.setLineWidth(0.8);
  doc.setDrawColor(shape.edge);
  doc.setFillColor(shape.fill);
  roundedRect(doc, shape.band, scale, x, y, 'FD');
  doc.setFillColor(shape.barFill);
  for (const bar of shape.bars) roundedRect(doc, bar, scale, x, y, 'F');
  doc.setFillColor(shape.fill);
  for (const points of shape.tails) {
    const [first, ...rest] = points;
    doc.moveTo(x + first![0] * scale, y + first![1] * scale);
    for (const [px, py] of rest) doc.lineTo(x + px * scale, y + py * scale);
    doc.close();
    doc.fillStroke();
  }
  roundedRect(doc, shape.knot, scale, x, y, 'FD');
}

/**
 * The certificate of a promotion as an A4 landscape PDF, in the page's language: the academy's logo and name, the
 * heading, the fighter's name, the belt drawn with the rank's words, the date, the grading and its place, one
 * signature line per examiner, the certificate's number, and a QR code of the public check with its address.
 * Names in Devanagari are drawn by the browser (lib/shaped-pdf-text.ts); a Latin certificate stays vector text.
 */
export async function buildCertificatePdf(
  certificate: Certificate,
  address: string,
  images: CertificateImages,
): Promise<jsPDF> {
  const { ink, muted } = CERTIFICATE_COLOURS;
  const language = currentLanguage();
  const rank = rankWords(t, certificate.rank);
  const place = certificate.place;
  const grading = certificate.gradingName;
  const lines = {
    title: t('ranks.certificate.title'),
    certifies: t('ranks.certificate.certifies'),
    awarded: t('ranks.certificate.awarded'),
    on: t('ranks.certificate.on', { date: formatDay(certificate.day, language) }),
    at: grading
      ? place
        ? t('ranks.certificate.atPlace', { grading, place })
        : t('ranks.certificate.at', { grading })
      : null,
    number: t('ranks.certificate.number', { number: certificate.number }),
    examiner: t('ranks.certificate.examiner'),
    check: t('ranks.certificate.check'),
  };

  const doc = await certificateDocument(`${lines.title} ${certificate.number}`, [
    ...Object.values(lines),
    rank,
    certificate.fighterName,
    ...certificate.examiners,
  ]);
  const width = doc.internal.pageSize.getWidth();
  const middle = width / 2;
  drawCertificateHead(doc, images.logo, lines.title);
  drawCertificateHolder(doc, { certifies: lines.certifies, name: certificate.fighterName, for: lines.awarded });

  // The belt and the rank's words, centred together on one line.
  const beltWidth = 96;
  const gap = 14;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(20);
  doc.setTextColor(ink);
  const rankWidth = doc.getTextWidth(rank);
  const left = middle - (beltWidth + gap + rankWidth) / 2;
  drawBelt(doc, certificate.rank, left, 300, beltWidth);
  doc.text(rank, left + beltWidth + gap, 322);

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(13);
  doc.setTextColor(muted);
  centred(doc, lines.on, middle, 358);
  if (lines.at) {
    doc.setFontSize(fitSize(doc, lines.at, width - 160, 13, 9));
    centred(doc, lines.at, middle, 378);
  }

  drawVerifyCode(doc, images.qr, certificate.number, lines.check, address);

  // One signature line per examiner, spread over the space left of the QR code.
  const examiners = certificate.examiners;
  const from = 70;
  const slot = (qrLeft(doc) - 40 - from) / Math.max(examiners.length, 1);
  const lineWidth = Math.min(slot - 24, 170);
  examiners.forEach((name, index) => {
    drawSignature(doc, from + slot * index + slot / 2, lineWidth, name, lines.examiner);
  });

  drawCertificateNumber(doc, lines.number, from);
  return doc;
}

/**
 * Downloads certificate-<number>.pdf of a promotion: jsPDF and qrcode are loaded on the click, so the profile
 * does not carry them.
 */
export async function downloadCertificate(promotionId: string): Promise<void> {
  const { certificate } = await getCertificate(promotionId);
  const address = verifyAddress(certificate.number);
  const [logo, qr] = await Promise.all([certificateLogo(), qrImage(address)]);
  const doc = await buildCertificatePdf(certificate, address, { logo, qr });
  doc.save(`certificate-${certificate.number}.pdf`);
}
