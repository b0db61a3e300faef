import { IST_OFFSET_MS } from '@academy/contract';
import type { QuietHours } from '../config.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The instant a message that can wait may go: `now` itself outside quiet hours (MESSAGE_QUIET_HOURS, 21:00 to 08:00
 * IST unless set otherwise), else the hour they end.
 */
export function afterQuietHours(now: Date, quiet: QuietHours | null): Date {
  if (!quiet || quiet.from === quiet.until) return now;
  const ist = now.getTime() + IST_OFFSET_MS;
  const hour = Math.floor((ist % DAY_MS) / HOUR_MS);
  const overnight = quiet.from > quiet.until;
  const inQuiet = overnight ? hour >= quiet.from || hour < quiet.until : hour >= quiet.from && hour < quiet.until;
  if (!inQuiet) return now;
  const dayStart = ist - (ist % DAY_MS);
  const nextDay = overnight && hour >= quiet.from ? DAY_MS : 0;
  return new Date(dayStart + quiet.until * HOUR_MS + nextDay - IST_OFFSET_MS);
}
