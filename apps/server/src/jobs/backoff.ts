/** The longest wait between two tries of a job. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * Exponential backoff with jitter: base, 2x base, 4x base ... up to an hour, each +-20% so that jobs that failed
 * together (an SMTP outage) do not all come back in the same second.
 */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}
