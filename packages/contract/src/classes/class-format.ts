// Zod-free and Intl-free: the prerendered Classes page, the profile's Classes panel and the server's share preview
// of a batch page write a batch's time and fee the same way, without paying for Intl's first formatter on a phone.

/** A batch's 'HH:MM' (24-hour, IST) as a reader of a timetable in India writes it: '18:30' -> '6:30 PM'. */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A class day's start and end: '6:00 PM – 7:00 PM'. */
export function classTime(batch: { startTime: string; endTime: string }): string {
  return `${clockTime(batch.startTime)} – ${clockTime(batch.endTime)}`;
}

/**
 * Whole rupees with Indian digit grouping (lakh, crore): 150000 -> '₹1,50,000'. A batch's fee is a whole number of
 * rupees, so paise would only add noise; en-IN and hi-IN write it alike.
 */
export function formatRupees(amount: number): string {
  const whole = String(Math.round(Math.abs(amount)));
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}₹${head ? `${head},${whole.slice(-3)}` : whole}`;
}

/** The path of a batch's own page, without a language prefix; the server writes its share preview. */
export const batchPagePath = (id: string) => `/classes/${encodeURIComponent(id)}`;

/** The query parameter that opens a batch page's join dialog: after a login, or a trial lead's sign-up. */
export const BATCH_JOIN_PARAM = 'join';
