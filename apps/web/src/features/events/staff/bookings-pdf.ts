import { ACADEMY_NAME, formattingLocale, type AcademyEvent } from '@academy/contract';
import { formatTableDateTime } from '../../../lib/format.ts';
import { currentLanguage, t } from '../../../lib/i18n.ts';
import { bookingCells, bookingColumns } from './booking-columns.ts';
import { enableShapedText, needsShaping } from '../../../lib/shaped-pdf-text.ts';

const MARGIN = 40;
const RED: [number, number, number] = [179, 18, 31];
/** jsPDF's own line height; the layout's line steps below were set for it. */
const BASE_LINE_HEIGHT = 1.15;
/** Devanagari's vowel signs reach above and below the Latin line: such a document spaces its lines wider. */
const SHAPED_LINE_HEIGHT = 1.5;

/**
 * Builds bookings.pdf (A4) in the current language: the event's information as text lines, then its bookings as a
 * table. jsPDF and jspdf-autotable are loaded only on click, so the admin pages do not carry them.
 */
export async function downloadBookingsPdf(event: AcademyEvent): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  // jsPDF's built-in fonts have no rupee sign, so the English PDF spells the currency out.
  const amount = new Intl.NumberFormat(formattingLocale(currentLanguage()), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const columns = bookingColumns();
  const bookings = event.bookings ?? [];
  const rows = bookings.map((booking, index) => [
    String(index + 1),
    ...bookingCells(booking, { entryFee: event.entryFee, rupee: 'Rs. ' }),
  ]);
  const lines = [
    t('admin.pdf.dateTime', { when: formatTableDateTime(event.eventDateTime) }),
    t('admin.pdf.location', { address: event.address }),
    t('admin.pdf.status', {
      status: t(event.category === 'upcoming' ? 'admin.events.live' : 'admin.events.completed'),
    }),
    t('admin.pdf.totalSeats', { seats: event.totalSeats }),
    t('admin.pdf.totalBookings', { bookings: event.totalBookings }),
    t('admin.pdf.entryFee', { amount: amount.format(event.entryFee) }),
    t('admin.pdf.description', { description: event.eventDescription }),
  ];
  const generated = formatTableDateTime(new Date().toISOString());
  const footer = (page: number) => t('admin.pdf.footer', { when: generated, page });

  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'landscape' });
  // A document all in Latin letters is written by jsPDF alone, as it always was.
  if ([event.eventName, ...lines, ...columns, ...rows.flat(), footer(1)].some(needsShaping)) {
    await enableShapedText(doc);
    doc.setLineHeightFactor(SHAPED_LINE_HEIGHT);
  }
  const leading = doc.getLineHeightFactor() / BASE_LINE_HEIGHT;
  const width = doc.internal.pageSize.getWidth() - MARGIN * 2;

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.setTextColor(...RED);
  doc.text(ACADEMY_NAME.toUpperCase(), MARGIN, 44);

  doc.setFontSize(18);
  doc.setTextColor(17, 17, 17);
  const title = doc.splitTextToSize(event.eventName, width) as string[];
  doc.text(title, MARGIN, 68);
  let y = 68 + title.length * 20 * leading + 4;

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(43, 40, 38);
  for (const line of lines) {
    const wrapped = doc.splitTextToSize(line, width) as string[];
    doc.text(wrapped, MARGIN, y);
    y += wrapped.length * 13 * leading + 2;
  }

  autoTable(doc, {
    startY: y + 10,
    margin: { left: MARGIN, right: MARGIN },
    head: [['#', ...columns]],
    body: rows.length > 0 ? rows : [[{ content: t('admin.eventDetails.noBookings'), colSpan: columns.length + 1 }]],
    styles: { font: 'helvetica', fontSize: 8, cellPadding: 4, overflow: 'linebreak', valign: 'middle' },
    headStyles: { fillColor: RED, textColor: 255, fontStyle: 'bold' },
    alternateRowStyles: { fillColor: [250, 247, 242] },
    didDrawPage: () => {
      const pageHeight = doc.internal.pageSize.getHeight();
      doc.setFontSize(8);
      doc.setTextColor(107, 107, 107);
      doc.text(footer(doc.getNumberOfPages()), MARGIN, pageHeight - 20);
    },
  });

  doc.save('bookings.pdf');
}
