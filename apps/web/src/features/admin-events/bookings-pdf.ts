import { ACADEMY_NAME, type AcademyEvent } from '@academy/contract';
import { formatTableDateTime } from '../../lib/format.ts';
import { BOOKING_COLUMNS, bookingCells } from './booking-columns.ts';

// jsPDF's built-in fonts have no rupee sign, so the PDF spells the currency out.
const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const MARGIN = 40;
const RED: [number, number, number] = [179, 18, 31];

/**
 * Builds bookings.pdf (A4): the event's information as text lines, then its bookings as a table. jsPDF and
 * jspdf-autotable are loaded only on click, so the admin pages do not carry them.
 */
export async function downloadBookingsPdf(event: AcademyEvent): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'landscape' });
  const width = doc.internal.pageSize.getWidth() - MARGIN * 2;

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.setTextColor(...RED);
  doc.text(ACADEMY_NAME.toUpperCase(), MARGIN, 44);

  doc.setFontSize(18);
  doc.setTextColor(17, 17, 17);
  const title = doc.splitTextToSize(event.eventName, width) as string[];
  doc.text(title, MARGIN, 68);
  let y = 68 + title.length * 20 + 4;

  const lines = [
    `Date & Time: ${formatTableDateTime(event.eventDateTime)} IST`,
    `Location: ${event.address}`,
    `Status: ${event.category === 'upcoming' ? 'Live' : 'Completed'}`,
    `Total Seats: ${event.totalSeats}`,
    `Total Bookings: ${event.totalBookings}`,
    `Entry Fee: INR ${amount.format(event.entryFee)}`,
    `Description: ${event.eventDescription}`,
  ];
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(43, 40, 38);
  for (const line of lines) {
    const wrapped = doc.splitTextToSize(line, width) as string[];
    doc.text(wrapped, MARGIN, y);
    y += wrapped.length * 13 + 2;
  }

  const bookings = event.bookings ?? [];
  autoTable(doc, {
    startY: y + 10,
    margin: { left: MARGIN, right: MARGIN },
    head: [['#', ...BOOKING_COLUMNS]],
    body:
      bookings.length > 0
        ? bookings.map((booking, index) => [String(index + 1), ...bookingCells(booking)])
        : [[{ content: 'No bookings yet.', colSpan: BOOKING_COLUMNS.length + 1 }]],
    styles: { font: 'helvetica', fontSize: 8, cellPadding: 4, overflow: 'linebreak', valign: 'middle' },
    headStyles: { fillColor: RED, textColor: 255, fontStyle: 'bold' },
    alternateRowStyles: { fillColor: [250, 247, 242] },
    didDrawPage: () => {
      const pageHeight = doc.internal.pageSize.getHeight();
      doc.setFontSize(8);
      doc.setTextColor(107, 107, 107);
      doc.text(
        `Generated ${formatTableDateTime(new Date().toISOString())} IST · page ${doc.getNumberOfPages()}`,
        MARGIN,
        pageHeight - 20,
      );
    },
  });

  doc.save('bookings.pdf');
}
