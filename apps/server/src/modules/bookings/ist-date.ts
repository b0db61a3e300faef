import { TIME_ZONE } from '@academy/contract';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** An ISO instant as IST in the confirmation page's format 'dd MMM, yyyy hh:mm a', e.g. 25 Dec, 2026 06:30 PM. */
export function formatIstDateTime(iso: string): string {
  const byType = Object.fromEntries(parts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${byType.day} ${byType.month}, ${byType.year} ${byType.hour}:${byType.minute} ${byType.dayPeriod}`;
}
