import { describe, expect, it } from 'vitest';
import type { PaymentReportReply } from '@academy/contract';
import { PLOT_HEIGHT, scaleTop, stackedBars, type Series } from './collections-chart.tsx';

type Month = PaymentReportReply['months'][number];
const month = (name: string, eventsPaise: number, feesPaise: number): Month => ({
  month: name,
  collectedPaise: eventsPaise + feesPaise,
  eventsPaise,
  feesPaise,
  byBatch: [],
});

const SERIES: Series[] = [
  { key: 'fees', label: 'Class fees', colour: '#b3121f', value: (m) => m.feesPaise },
  { key: 'events', label: 'Events', colour: '#111111', value: (m) => m.eventsPaise },
];

describe('the collections chart', () => {
  it('tops its scale at a round sum at or above the largest month', () => {
    expect(scaleTop(0)).toBe(100 * 100);
    expect(scaleTop(8_349_00)).toBe(10_000 * 100);
    expect(scaleTop(12_000_00)).toBe(20_000 * 100);
    expect(scaleTop(20_000_00)).toBe(20_000 * 100);
    expect(scaleTop(22_000_00)).toBe(25_000 * 100);
    expect(scaleTop(31_500_00)).toBe(50_000 * 100);
  });

  it("stacks each month's parts from the base, as tall as their share of the scale", () => {
    const [first, second, empty] = stackedBars(
      [month('2026-09', 2_500_00, 7_500_00), month('2026-10', 5_000_00, 0), month('2026-11', 0, 0)],
      SERIES,
      10_000_00,
    );
    // Fees first, at the base: 75 % of the plot, then events above them.
    expect(first!.segments).toEqual([
      { key: 'fees', colour: '#b3121f', value: 7_500_00, y: PLOT_HEIGHT - 75, height: 75 },
      { key: 'events', colour: '#111111', value: 2_500_00, y: PLOT_HEIGHT - 100, height: 25 },
    ]);
    expect(first!.total).toBe(10_000_00);
    // A part with nothing draws nothing.
    expect(second!.segments).toEqual([
      { key: 'events', colour: '#111111', value: 5_000_00, y: PLOT_HEIGHT - 50, height: 50 },
    ]);
    expect(empty!.segments).toEqual([]);
    expect(empty!.total).toBe(0);
  });
});
