import { bookingDisplaySchema, bookingPaymentSchema, TICKET_PATTERN } from '@academy/contract';
import type { BookedSeat } from '../../../lib/booking-handoff.ts';
import { STORAGE_KEYS } from '../../../lib/session.ts';

/**
 * The booking handed over by the events page, checked against the contract so stale or foreign data is ignored. A
 * booking kept before bookings carried their payment reads as a free one; one kept before tickets, as one without.
 */
export function parseBooking(value: unknown): BookedSeat | null {
  const booking = bookingDisplaySchema.safeParse(value);
  if (!booking.success) return null;
  const payment = bookingPaymentSchema.safeParse((value as { payment?: unknown }).payment);
  const { ticket, bookerName } = value as { ticket?: unknown; bookerName?: unknown };
  return {
    ...booking.data,
    payment: payment.success ? payment.data : null,
    ticket: typeof ticket === 'string' && TICKET_PATTERN.test(ticket) ? ticket : null,
    bookerName: typeof bookerName === 'string' && bookerName.trim() !== '' ? bookerName : null,
  };
}

/** The booking storeBooking (lib/booking-handoff.ts) kept, if it still matches the contract. */
export function readStoredBooking(): BookedSeat | null {
  const raw = localStorage.getItem(STORAGE_KEYS.bookingConfirmation);
  if (!raw) return null;
  try {
    return parseBooking(JSON.parse(raw));
  } catch {
    return null;
  }
}
