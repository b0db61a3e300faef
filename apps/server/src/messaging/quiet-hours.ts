/** India is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Quiet hours, 21:00 to 08:00 India time: no message that can wait is handed over then. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** The instant a message that can wait may go: `now` itself outside quiet hours, else 08:00 IST that morning. */
export function afterQuietHours(now: Date): Date {
  const ist = now.getTime() + IST_OFFSET_MS;
  const hour = Math.floor((ist % DAY_MS) / HOUR_MS);
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const dayStart = ist - (ist % DAY_MS);
  const morning = dayStart + QUIET_UNTIL_HOUR * HOUR_MS + (hour >= QUIET_FROM_HOUR ? DAY_MS : 0);
  return new Date(morning - IST_OFFSET_MS);
}
