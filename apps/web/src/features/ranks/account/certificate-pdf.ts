import { rankWords } from '@academy/contract';
import type { jsPDF } from 'jspdf';
import type { Certificate } from '@academy/contract';
import { academy } from '../../../config/academy.ts';
import { beltShape, BELT_WIDTH, type BeltRect } from '../../../lib/belt-shape.ts';
import { formatDay } from '../../../lib/family.ts';
import { currentLanguage, t } from '../../../lib/i18n.ts';
import { enableShapedText, needsShaping } from '../../../lib/shaped-pdf-text.ts';
import { getCertificate } from '../api/get-certificate.ts';

/** The square pictures placed on the certificate, each a canvas or a PNG data address. */
export interface CertificateImages {
  logo: HTMLCanvasElement | string;
  /** The QR code of the public check's address. */
  qr: HTMLCanvasElement | string;
}

const RED = '#b3121f';
const INK = '#111111';
const MUTED = '#5b554f';
const GOLD = '#c9a34a';
/** Devanagari's vowel signs reach above and below the Latin line: such a certificate spaces its lines wider. */
const SHAPED_LINE_HEIGHT = 1.5;

/** Where the public check of a certificate lives; its QR code and the words under it lead there. */
export function verifyAddress(number: string, origin = window.location.origin): string {
  return `${origin}/verify/${encodeURIComponent(number)}`;
}

/** Text drawn with its middle on `x`: the shaped text of a Devanagari string is drawn from its left edge only. */
function centred(doc: jsPDF, text: string, x: number, y: number) {
  doc.text(text, x - doc.getTextWidth(text) / 2, y);
}

/** The font size at which `text` fits `width`, from `size` down to `min`. */
function fitSize(doc: jsPDF, text: string, width: number, size: number, min: number): number {
  doc.setFontSize(size);
  const fitted = Math.max(min, Math.floor((size * width) / Math.max(doc.getTextWidth(text), 1)));
  return Math.min(size, fitted);
}

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
  const { jsPDF } = await import('jspdf');
  const language = currentLanguage();
  const rank = rankWords(t, certificate.rank);
  const place = certificate.place;
  const grading = certificate.gradingName;
  const lines = {
    academy: academy.name.toUpperCase(),
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

  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'landscape' });
  const texts = [...Object.values(lines), rank, certificate.fighterName, ...certificate.examiners];
  // A certificate all in Latin letters is written by jsPDF alone, as vector text.
  if (texts.some((text) => text !== null && needsShaping(text))) {
    await enableShapedText(doc);
    doc.setLineHeightFactor(SHAPED_LINE_HEIGHT);
  }
  doc.setProperties({ title: `${lines.title} ${certificate.number}`, author: academy.name });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const middle = width / 2;

  // A double frame: the academy's red outside, a thin gold line within.
  doc.setDrawColor(RED);
  doc.setLineWidth(6);
  doc.rect(22, 22, width - 44, height - 44);
  doc.setDrawColor(GOLD);
  doc.setLineWidth(1);
  doc.rect(34, 34, width - 68, height - 68);

  const logoSize = 54;
  doc.addImage(images.logo, 'PNG', middle - logoSize / 2, 52, logoSize, logoSize, 'logo', 'FAST');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.setTextColor(RED);
  doc.setCharSpace(1.5);
  centred(doc, lines.academy, middle, 126);
  doc.setCharSpace(0);

  doc.setFont('times', 'bold');
  doc.setFontSize(36);
  doc.setTextColor(INK);
  centred(doc, lines.title, middle, 172);

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(13);
  doc.setTextColor(MUTED);
  centred(doc, lines.certifies, middle, 208);

  doc.setFont('times', 'bold');
  doc.setTextColor(INK);
  doc.setFontSize(fitSize(doc, certificate.fighterName, width - 160, 32, 16));
  centred(doc, certificate.fighterName, middle, 250);
  doc.setDrawColor(GOLD);
  doc.setLineWidth(0.8);
  doc.line(middle - 190, 262, middle + 190, 262);

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(13);
  doc.setTextColor(MUTED);
  centred(doc, lines.awarded, middle, 288);

  // The belt and the rank's words, centred together on one line.
  const beltWidth = 96;
  const gap = 14;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(20);
  doc.setTextColor(INK);
  const rankWidth = doc.getTextWidth(rank);
  const left = middle - (beltWidth + gap + rankWidth) / 2;
  drawBelt(doc, certificate.rank, left, 300, beltWidth);
  doc.text(rank, left + beltWidth + gap, 322);

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(13);
  doc.setTextColor(MUTED);
  centred(doc, lines.on, middle, 358);
  if (lines.at) {
    doc.setFontSize(fitSize(doc, lines.at, width - 160, 13, 9));
    centred(doc, lines.at, middle, 378);
  }

  // The QR code of the public check, bottom right, with its address under it.
  const qrSize = 78;
  const right = width - 62;
  doc.addImage(images.qr, 'PNG', right - qrSize, 410, qrSize, qrSize, 'qr', 'FAST');
  doc.setFontSize(8);
  doc.setTextColor(MUTED);
  doc.text(lines.check, right - doc.getTextWidth(lines.check), 502);
  doc.setFontSize(fitSize(doc, address, 230, 8, 5));
  doc.setTextColor(INK);
  doc.text(address, right - doc.getTextWidth(address), 514);

  // One signature line per examiner, spread over the space left of the QR code.
  const examiners = certificate.examiners;
  const from = 70;
  const to = right - qrSize - 40;
  const slot = (to - from) / Math.max(examiners.length, 1);
  const lineWidth = Math.min(slot - 24, 170);
  examiners.forEach((name, index) => {
    const centre = from + slot * index + slot / 2;
    doc.setDrawColor(INK);
    doc.setLineWidth(0.6);
    doc.line(centre - lineWidth / 2, 466, centre + lineWidth / 2, 466);
    doc.setFont('helvetica', 'bold');
    doc.setTextColor(INK);
    doc.setFontSize(fitSize(doc, name, lineWidth, 10, 7));
    centred(doc, name, centre, 480);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    doc.setTextColor(MUTED);
    centred(doc, lines.examiner, centre, 492);
  });

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.setTextColor(INK);
  doc.text(lines.number, from, 526);
  return doc;
}

/** An image file (the logo's SVG) drawn on a canvas `size` pixels square, to place in a PDF. */
async function imageOnCanvas(src: string, size: number): Promise<HTMLCanvasElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  canvas.getContext('2d')!.drawImage(image, 0, 0, size, size);
  return canvas;
}

async function qrImage(address: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  // M survives a crease or a smudge on a printed certificate.
  return toDataURL(address, { errorCorrectionLevel: 'M', margin: 0, width: 400 });
}

/**
 * Downloads certificate-<number>.pdf of a promotion: jsPDF and qrcode are loaded on the click, so the profile
 * does not carry them.
 */
export async function downloadCertificate(promotionId: string): Promise<void> {
  const { certificate } = await getCertificate(promotionId);
  const address = verifyAddress(certificate.number);
  const [logo, qr] = await Promise.all([imageOnCanvas(academy.logo.src, 256), qrImage(address)]);
  const doc = await buildCertificatePdf(certificate, address, { logo, qr });
  doc.save(`certificate-${certificate.number}.pdf`);
}
