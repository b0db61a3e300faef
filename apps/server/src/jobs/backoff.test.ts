import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('doubles from the base with each attempt', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1000, middle))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits more than an hour, jitter included', () => {
    expect(retryDelayMs(40, 30_000, () => 0.5)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(40, 30_000, () => 0.999)).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS * 1.2);
  });

  it('spreads retries by +-20%', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1000, () => 1)).toBe(1200);
  });
});
