import type { BookingDisplay, BookingPayment, BookingReply } from '@academy/contract';
import { STORAGE_KEYS } from './session.ts';

/**
 * A booking as its confirmation shows it, with what a paid event's seat waits for (null for a free event), its
 * ticket's QR text (null for a booking kept before bookings had tickets), and who booked when not the attendee (a
 * parent for a child, whom the confirmation thanks).
 */
export type BookedSeat = BookingDisplay & {
  payment: BookingPayment | null;
  ticket: string | null;
  bookerName: string | null;
};

/** What BookEvent and ClaimOffer answer, as the confirmation page takes it. */
export function bookedSeatOf(
  reply: Pick<BookingReply, 'data' | 'payment' | 'ticket'>,
  bookerName: string | null = null,
): BookedSeat {
  return { ...reply.data, payment: reply.payment, ticket: reply.ticket, bookerName };
}

/**
 * Keeps the last booking for /booking-confirmation, which reads it back after a reload. Free of zod, so the
 * events page can call it without loading the schema library; the reader checks what it finds.
 */
export function storeBooking(booking: BookedSeat) {
  localStorage.setItem(STORAGE_KEYS.bookingConfirmation, JSON.stringify(booking));
}
