/**
 * The events page's date and fee formats in plain arithmetic. Intl's first time-zone formatter and first en-IN
 * currency formatter each cost tens of milliseconds on a phone (ICU loads its data), and date-fns with its
 * time-zone plugin is a chunk of its own; the public events page needs neither. format.ts re-exports these, and
 * plain-format.test.ts checks them against date-fns (DATE_FORMATS.eventsPage in IST) and Intl (en-IN, INR).
 */

/** IST (TIME_ZONE, Asia/Kolkata) has been UTC+05:30 all year round since 1945: no daylight saving to look up. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as 'dd MMMM yyyy, hh:mm a' in IST, e.g. '25 December 2026, 06:30 PM'. */
export function formatEventsPageDate(iso: string): string {
  // A Date shifted by the offset whose UTC fields read as the IST wall clock.
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const date = `${pad2(ist.getUTCDate())} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
  return `${date}, ${pad2(hours % 12 || 12)}:${pad2(ist.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Rupees with paise and Indian digit grouping (lakh, crore), e.g. '₹1,50,000.00'. */
export function formatInr(amount: number): string {
  const [whole = '0', paise = '00'] = Math.abs(amount).toFixed(2).split('.');
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = head ? `${head},${whole.slice(-3)}` : whole;
  return `${amount < 0 ? '-' : ''}₹${grouped}.${paise}`;
}
