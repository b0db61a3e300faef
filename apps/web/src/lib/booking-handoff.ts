import type { BookingDisplay, BookingPayment, BookingReply } from '@academy/contract';
import { STORAGE_KEYS } from './session.ts';

/**
 * A booking as its confirmation shows it, with what a paid event's seat waits for (null for a free event) and its
 * ticket's QR text (null for a booking kept before bookings had tickets).
 */
export type BookedSeat = BookingDisplay & { payment: BookingPayment | null; ticket: string | null };

/** What BookEvent and ClaimOffer answer, as the confirmation page takes it. */
export function bookedSeatOf(reply: Pick<BookingReply, 'data' | 'payment' | 'ticket'>): BookedSeat {
  return { ...reply.data, payment: reply.payment, ticket: reply.ticket };
}

/**
 * Keeps the last booking for /booking-confirmation, which reads it back after a reload. Free of zod, so the
 * events page can call it without loading the schema library; the reader checks what it finds.
 */
export function storeBooking(booking: BookedSeat) {
  localStorage.setItem(STORAGE_KEYS.bookingConfirmation, JSON.stringify(booking));
}
