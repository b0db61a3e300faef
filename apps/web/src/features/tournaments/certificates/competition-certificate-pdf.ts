import type { jsPDF } from 'jspdf';
import type { CompetitionCertificate } from '@academy/contract';
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
  verifyAddress,
  type CertificateImages,
} from '../../../lib/certificate-page.ts';
import { formatDay } from '../../../lib/family.ts';
import { fileSlug } from '../../../lib/file-slug.ts';
import { currentLanguage, t } from '../../../lib/i18n.ts';
import { issueCategoryCertificates } from '../api/issue-category-certificates.ts';
import { issueCompetitionCertificate } from '../api/issue-competition-certificate.ts';

/** The medal tokens of tokens.css (--kk-gold and its rim, and so on): a PDF reads no stylesheet. */
const MEDALS = {
  1: { fill: '#e2b93b', rim: '#c99a1d' },
  2: { fill: '#d4d6da', rim: '#a9adb3' },
  3: { fill: '#d79a66', rim: '#b0703d' },
} as const;

const PLACED = {
  1: 'tournaments.certificate.place1',
  2: 'tournaments.certificate.place2',
  3: 'tournaments.certificate.place3',
} as const;

/** One certificate's page: what it shows, the address of its check and that address's QR code. */
export interface CertificatePage {
  certificate: CompetitionCertificate;
  address: string;
  qr: CertificateImages['qr'];
}

/**
 * The words of a certificate in the page's language. The words every certificate shares (the line before the name,
 * the check, the number) are the certificate of rank's, which the profile and the organiser's pages load with it.
 */
function wordsOf(certificate: CompetitionCertificate) {
  const language = currentLanguage();
  const place = certificate.place as keyof typeof MEDALS | null;
  return {
    title: t(place === null ? 'tournaments.certificate.titleParticipation' : 'tournaments.certificate.titleMedal'),
    certifies: t('ranks.certificate.certifies'),
    placed: t(place === null ? 'tournaments.certificate.participated' : PLACED[place]),
    when: t('tournaments.certificate.when', {
      tournament: certificate.eventName,
      date: formatDay(certificate.day, language),
    }),
    organiser: t('tournaments.certificate.organiser'),
    number: t('ranks.certificate.number', { number: certificate.number }),
    check: t('ranks.certificate.check'),
  };
}

/** A medal, gold, silver or bronze, with its place written on it, its centre at x, y. */
function drawMedal(doc: jsPDF, place: keyof typeof MEDALS, x: number, y: number) {
  const radius = 15;
  doc.setFillColor(MEDALS[place].fill);
  doc.setDrawColor(MEDALS[place].rim);
  doc.setLineWidth(2);
  doc.circle(x, y, radius, 'FD');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(15);
  doc.setTextColor(CERTIFICATE_COLOURS.ink);
  centred(doc, String(place), x, y + 5.4);
}

/** One certificate on the document's current page. */
function drawCertificate(doc: jsPDF, page: CertificatePage, logo: CertificateImages['logo']) {
  const { ink, muted } = CERTIFICATE_COLOURS;
  const { certificate } = page;
  const words = wordsOf(certificate);
  const width = doc.internal.pageSize.getWidth();
  const middle = width / 2;
  drawCertificateHead(doc, logo, words.title);
  drawCertificateHolder(doc, { certifies: words.certifies, name: certificate.athleteName, for: words.placed });

  // The category, with the medal before it for a medallist, centred together on one line.
  const place = certificate.place as keyof typeof MEDALS | null;
  const medal = place === null ? 0 : 30 + 14;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(fitSize(doc, certificate.categoryName, width - 200 - medal, 20, 12));
  doc.setTextColor(ink);
  const left = middle - (medal + doc.getTextWidth(certificate.categoryName)) / 2;
  doc.text(certificate.categoryName, left + medal, 322);
  if (place !== null) drawMedal(doc, place, left + 15, 315);

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(fitSize(doc, words.when, width - 160, 13, 9));
  doc.setTextColor(muted);
  centred(doc, words.when, middle, 358);

  drawVerifyCode(doc, page.qr, certificate.number, words.check, page.address);
  const from = 70;
  drawSignature(doc, from + 110, 190, null, words.organiser);
  drawCertificateNumber(doc, words.number, from);
}

/**
 * Competition certificates as an A4 landscape PDF in the page's language, one page each, in the look of the
 * certificate of rank: the academy's frame, logo and name, a title for a medal or for taking part, the athlete's name,
 * the place (a medal drawn in its colour) and the category, the tournament and its day, the organiser's signature
 * line, the number, and the QR code of the public check with its address.
 */
export async function buildCompetitionCertificatesPdf(
  pages: readonly CertificatePage[],
  logo: CertificateImages['logo'],
): Promise<jsPDF> {
  const first = pages[0]!.certificate;
  const title =
    pages.length === 1 ? `${wordsOf(first).title} ${first.number}` : `${first.eventName} · ${first.categoryName}`;
  const doc = await certificateDocument(
    title,
    pages.flatMap(({ certificate }) => [
      ...Object.values(wordsOf(certificate)),
      certificate.athleteName,
      certificate.categoryName,
    ]),
  );
  pages.forEach((page, index) => {
    if (index > 0) doc.addPage();
    drawCertificate(doc, page, logo);
  });
  return doc;
}

async function pagesOf(certificates: readonly CompetitionCertificate[]): Promise<CertificatePage[]> {
  return Promise.all(
    certificates.map(async (certificate) => {
      const address = verifyAddress(certificate.number);
      return { certificate, address, qr: await qrImage(address) };
    }),
  );
}

/**
 * Downloads certificate-<number>.pdf of an entry (numbered by the server on the first download): jsPDF and qrcode
 * are loaded on the click, so the profile does not carry them.
 */
export async function downloadCompetitionCertificate(entryId: string): Promise<void> {
  const { certificate } = await issueCompetitionCertificate(entryId);
  const [pages, logo] = await Promise.all([pagesOf([certificate]), certificateLogo()]);
  (await buildCompetitionCertificatesPdf(pages, logo)).save(`certificate-${certificate.number}.pdf`);
}

/** Downloads certificates-<category>.pdf: every certificate of a finished category, a page each, to print. */
export async function downloadCategoryCertificates(categoryId: string, categoryName: string): Promise<void> {
  const { certificates } = await issueCategoryCertificates(categoryId);
  const [pages, logo] = await Promise.all([pagesOf(certificates), certificateLogo()]);
  (await buildCompetitionCertificatesPdf(pages, logo)).save(`certificates-${fileSlug(categoryName, 'category')}.pdf`);
}
