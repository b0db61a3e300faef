import type { BookingDisplay } from '@academy/contract';
import { STORAGE_KEYS } from './session.ts';

/**
 * Keeps the last booking for /booking-confirmation, which reads it back after a reload. Free of zod, so the
 * events page can call it without loading the schema library; the reader checks what it finds.
 */
export function storeBooking(booking: BookingDisplay) {
  localStorage.setItem(STORAGE_KEYS.bookingConfirmation, JSON.stringify(booking));
}
