import type { jsPDF } from 'jspdf';
import { academy } from '../config/academy.ts';
import { enableShapedText, needsShaping } from './shaped-pdf-text.ts';

/**
 * What every certificate the academy prints shares, of rank or of a tournament: an A4 landscape page with the
 * academy's double frame, logo and name over the title, and the QR code of the public check (/verify) with its
 * address at the bottom right.
 */

/** The square pictures placed on a certificate, each a canvas or a PNG data address. */
export interface CertificateImages {
  logo: HTMLCanvasElement | string;
  /** The QR code of the public check's address. */
  qr: HTMLCanvasElement | string;
}

/** A PDF reads no stylesheet: the certificates' colours (the red and the muted ink are tokens.css's). */
export const CERTIFICATE_COLOURS = { red: '#b3121f', ink: '#111111', muted: '#5b554f', gold: '#c9a34a' } as const;

/** Devanagari's vowel signs reach above and below the Latin line: such a certificate spaces its lines wider. */
const SHAPED_LINE_HEIGHT = 1.5;

/** Where the public check of a certificate lives; its QR code and the words under it lead there. */
export function verifyAddress(number: string, origin = window.location.origin): string {
  return `${origin}/verify/${encodeURIComponent(number)}`;
}

/** Text drawn with its middle on `x`: the shaped text of a Devanagari string is drawn from its left edge only. */
export function centred(doc: jsPDF, text: string, x: number, y: number) {
  doc.text(text, x - doc.getTextWidth(text) / 2, y);
}

/** The font size at which `text` fits `width`, from `size` down to `min`. */
export function fitSize(doc: jsPDF, text: string, width: number, size: number, min: number): number {
  doc.setFontSize(size);
  const fitted = Math.max(min, Math.floor((size * width) / Math.max(doc.getTextWidth(text), 1)));
  return Math.min(size, fitted);
}

/**
 * An empty A4 landscape document titled `title`. Certificates all in Latin letters are written by jsPDF alone, as
 * vector text; any of `texts` in Devanagari has the browser draw those (lib/shaped-pdf-text.ts).
 */
export async function certificateDocument(title: string, texts: readonly (string | null)[]): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'landscape' });
  if (texts.some((text) => text !== null && needsShaping(text))) {
    await enableShapedText(doc);
    doc.setLineHeightFactor(SHAPED_LINE_HEIGHT);
  }
  doc.setProperties({ title, author: academy.name });
  return doc;
}

/** The page's frame, the academy's logo and name, and the certificate's title under them. */
export function drawCertificateHead(doc: jsPDF, logo: CertificateImages['logo'], title: string) {
  const { red, ink, gold } = CERTIFICATE_COLOURS;
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const middle = width / 2;

  // A double frame: the academy's red outside, a thin gold line within.
  doc.setDrawColor(red);
  doc.setLineWidth(6);
  doc.rect(22, 22, width - 44, height - 44);
  doc.setDrawColor(gold);
  doc.setLineWidth(1);
  doc.rect(34, 34, width - 68, height - 68);

  const logoSize = 54;
  doc.addImage(logo, 'PNG', middle - logoSize / 2, 52, logoSize, logoSize, 'logo', 'FAST');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.setTextColor(red);
  doc.setCharSpace(1.5);
  centred(doc, academy.name.toUpperCase(), middle, 126);
  doc.setCharSpace(0);

  doc.setFont('times', 'bold');
  doc.setFontSize(36);
  doc.setTextColor(ink);
  centred(doc, title, middle, 172);
}

/**
 * Under the head: "This is to certify that", the holder's name on a gold line, and what they are certified for
 * ("has been awarded", "has won"), each centred.
 */
export function drawCertificateHolder(doc: jsPDF, words: { certifies: string; name: string; for: string }) {
  const { ink, muted, gold } = CERTIFICATE_COLOURS;
  const width = doc.internal.pageSize.getWidth();
  const middle = width / 2;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(13);
  doc.setTextColor(muted);
  centred(doc, words.certifies, middle, 208);

  doc.setFont('times', 'bold');
  doc.setTextColor(ink);
  doc.setFontSize(fitSize(doc, words.name, width - 160, 32, 16));
  centred(doc, words.name, middle, 250);
  doc.setDrawColor(gold);
  doc.setLineWidth(0.8);
  doc.line(middle - 190, 262, middle + 190, 262);

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(13);
  doc.setTextColor(muted);
  centred(doc, words.for, middle, 288);
}

/** The size of the QR code, and its right edge's distance from the page's. */
export const QR_SIZE = 78;
const QR_MARGIN = 62;

/**
 * The QR code of the public check at the bottom right, with `check` ('Check this certificate at') and the address
 * under it. Each certificate's code is its own picture: `key` (its number) keeps a document of several certificates
 * from printing the first one's code on every page.
 */
export function drawVerifyCode(doc: jsPDF, qr: CertificateImages['qr'], key: string, check: string, address: string) {
  const { ink, muted } = CERTIFICATE_COLOURS;
  const right = doc.internal.pageSize.getWidth() - QR_MARGIN;
  doc.addImage(qr, 'PNG', right - QR_SIZE, 410, QR_SIZE, QR_SIZE, `qr-${key}`, 'FAST');
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(muted);
  doc.text(check, right - doc.getTextWidth(check), 502);
  doc.setFontSize(fitSize(doc, address, 230, 8, 5));
  doc.setTextColor(ink);
  doc.text(address, right - doc.getTextWidth(address), 514);
}

/** Where the QR code starts from the left: signature lines keep left of it. */
export const qrLeft = (doc: jsPDF) => doc.internal.pageSize.getWidth() - QR_MARGIN - QR_SIZE;

/** A signature line centred on `centre`, `width` wide, with the signer's name (if any) and their role under it. */
export function drawSignature(doc: jsPDF, centre: number, width: number, name: string | null, role: string) {
  const { ink, muted } = CERTIFICATE_COLOURS;
  doc.setDrawColor(ink);
  doc.setLineWidth(0.6);
  doc.line(centre - width / 2, 466, centre + width / 2, 466);
  if (name !== null) {
    doc.setFont('helvetica', 'bold');
    doc.setTextColor(ink);
    doc.setFontSize(fitSize(doc, name, width, 10, 7));
    centred(doc, name, centre, 480);
  }
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(muted);
  centred(doc, role, centre, name === null ? 480 : 492);
}

/** The certificate's number, bottom left. */
export function drawCertificateNumber(doc: jsPDF, text: string, x: number) {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.setTextColor(CERTIFICATE_COLOURS.ink);
  doc.text(text, x, 526);
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

/** The QR code of an address, as a PNG data address. */
export async function qrImage(address: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  // M survives a crease or a smudge on a printed certificate.
  return toDataURL(address, { errorCorrectionLevel: 'M', margin: 0, width: 400 });
}

/** The academy's logo, drawn once for every page of a download. */
export const certificateLogo = () => imageOnCanvas(academy.logo.src, 256);
