import { bookingDisplaySchema, type BookingDisplay } from '@academy/contract';
import { STORAGE_KEYS } from '../../lib/session.ts';

/** The booking handed over by the events page, checked against the contract so stale or foreign data is ignored. */
export function parseBooking(value: unknown): BookingDisplay | null {
  const parsed = bookingDisplaySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The booking storeBooking (lib/booking-handoff.ts) kept, if it still matches the contract. */
export function readStoredBooking(): BookingDisplay | null {
  const raw = localStorage.getItem(STORAGE_KEYS.bookingConfirmation);
  if (!raw) return null;
  try {
    return parseBooking(JSON.parse(raw));
  } catch {
    return null;
  }
}
