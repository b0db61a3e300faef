import type { BookingDisplay, BookingPayment } from '@academy/contract';
import { STORAGE_KEYS } from './session.ts';

/** A booking as its confirmation shows it, with what a paid event's seat waits for (null for a free event). */
export type BookedSeat = BookingDisplay & { payment: BookingPayment | null };

/**
 * Keeps the last booking for /booking-confirmation, which reads it back after a reload. Free of zod, so the
 * events page can call it without loading the schema library; the reader checks what it finds.
 */
export function storeBooking(booking: BookedSeat) {
  localStorage.setItem(STORAGE_KEYS.bookingConfirmation, JSON.stringify(booking));
}
