import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { CSV_COLUMNS, csvRow, paymentsCsv, paymentsFileName } from './payments-csv.ts';
import { dueFixture, paymentFixture } from './test-payments.ts';

const FAMILY = paymentFixture({
  state: 'paid',
  amountPaise: 350_050,
  payerName: 'Asha Kulkarni',
  receiptNumber: 'KKA/2026-27/00042',
  // 23:30 UTC is already the next day in India.
  decidedAt: '2026-11-24T23:30:00.000Z',
  paidAt: '2026-11-24T23:30:00.000Z',
  dues: [
    dueFixture({ id: 'd1', fighterName: 'Riya Kulkarni', kind: 'fee', item: 'Little Dragons', period: '2026-11' }),
    dueFixture({ id: 'd2', fighterName: 'Riya Kulkarni', item: 'Inter-dojo Kata Cup' }),
    dueFixture({ id: 'd3', fighterName: 'Aarav Kulkarni', kind: 'fee', item: 'Junior Karate', period: '2026-11' }),
  ],
});

describe("the accountant's CSV", () => {
  it('writes one row per payment in fixed English columns: rupees without grouping, the IST day it was paid', () => {
    expect(csvRow(FAMILY)).toEqual([
      'KKA/2026-27/00042',
      '2026-11-25',
      'Asha Kulkarni',
      'Riya Kulkarni; Aarav Kulkarni',
      'Little Dragons (2026-11); Inter-dojo Kata Cup; Junior Karate (2026-11)',
      '3500.50',
      'upi',
      '412300181459',
      'P-2F9HWH',
      'paid',
    ]);
  });

  it('keeps the day the money came through a refund, and leaves it empty for a payment never paid', () => {
    const refunded = csvRow({ ...FAMILY, state: 'refunded', decidedAt: '2026-12-02T06:00:00.000Z' });
    expect(refunded.slice(0, 2)).toEqual(['KKA/2026-27/00042', '2026-11-25']);
    expect(refunded.at(-1)).toBe('refunded');
    const cash = csvRow(paymentFixture({ method: 'cash', utr: null, state: 'submitted', paidAt: null }));
    expect(cash[1]).toBe('');
    expect(cash.slice(6, 8)).toEqual(['cash', '']);
  });

  it('starts with a byte order mark, quotes commas and neutralises formulas', async () => {
    const csv = await paymentsCsv([FAMILY, paymentFixture({ payerName: '=HYPERLINK("x"), Esq.' })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const { data } = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(data[0]).toEqual([...CSV_COLUMNS]);
    expect(data).toHaveLength(3);
    expect(data[2]![2]).toBe('\'=HYPERLINK("x"), Esq.');
  });

  it('names the file after the months exported, or the day', () => {
    expect(paymentsFileName('2026-04', '2027-03', '2026-11-27')).toBe('payments-2026-04-to-2027-03.csv');
    expect(paymentsFileName('2026-04', undefined, '2026-11-27')).toBe('payments-from-2026-04.csv');
    expect(paymentsFileName(undefined, '2026-10', '2026-11-27')).toBe('payments-to-2026-10.csv');
    expect(paymentsFileName(undefined, undefined, '2026-11-27')).toBe('payments-2026-11-27.csv');
  });
});
