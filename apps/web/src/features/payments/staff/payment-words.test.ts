import { describe, expect, it } from 'vitest';
import { MALFORMED_REASONS, UNMATCHED_REASONS, type ImportStatementReply } from '@academy/contract';
import { t } from '../../../lib/i18n.ts';
import { importGroups, importSummary, MALFORMED_LABELS, UNMATCHED_LABELS } from './payment-words.ts';

const REPLY: ImportStatementReply = {
  status: 1,
  message: 'Statement imported.',
  rows: 9,
  matched: [
    { row: 7, utr: '412300181461', amountPaise: 50_000, paymentId: 'p3', payerName: 'Kabir', receiptNumber: 'R/2' },
    { row: 4, utr: '412300181459', amountPaise: 120_000, paymentId: 'p1', payerName: 'Asha', receiptNumber: 'R/1' },
  ],
  unmatched: [
    { row: 8, utr: '', amountPaise: 0, narration: 'NEFT DR-ELECTRICITY', reason: 'notCredit', paymentId: null },
    {
      row: 5,
      utr: '412300181460',
      amountPaise: 100_000,
      narration: 'UPI-ROHAN',
      reason: 'amountDiffers',
      paymentId: 'p2',
    },
    { row: 3, utr: '', amountPaise: 0, narration: 'ATM WDL', reason: 'notCredit', paymentId: null },
  ],
  malformed: [{ row: 9, reason: 'noUtr', text: 'CASH DEPOSIT BY SELF' }],
};

describe('an import in words', () => {
  it('has a sentence for every reason a row paid nothing or could not be read', () => {
    for (const reason of UNMATCHED_REASONS) expect(t(UNMATCHED_LABELS[reason])).not.toBe(UNMATCHED_LABELS[reason]);
    for (const reason of MALFORMED_REASONS) expect(t(MALFORMED_LABELS[reason])).not.toBe(MALFORMED_LABELS[reason]);
    expect(t(UNMATCHED_LABELS.amountDiffers)).toBe(
      'A payment has this UTR, but for another amount. Check with the family before marking it paid.',
    );
    expect(t(MALFORMED_LABELS.missingColumn)).toMatch(/not in the file's header/);
  });

  it("lists each group in the file's order, the money going out apart from the credits left over", () => {
    const groups = importGroups(REPLY);
    expect(groups.matched.map((row) => row.row)).toEqual([4, 7]);
    expect(groups.unmatched.map((row) => row.reason)).toEqual(['amountDiffers']);
    expect(groups.debits.map((row) => row.row)).toEqual([3, 8]);
    expect(groups.malformed).toHaveLength(1);
  });

  it('sums up the rows, the money marked paid and what is left', () => {
    expect(importSummary(REPLY, t)).toBe(
      '9 rows read: 2 payments marked paid (₹1,700.00), 1 not matched, 1 not readable, 2 money going out.',
    );
    expect(importSummary({ ...REPLY, rows: 1, matched: [REPLY.matched[0]!], unmatched: [], malformed: [] }, t)).toBe(
      '1 row read: 1 payment marked paid (₹500.00), 0 not matched, 0 not readable, 0 money going out.',
    );
  });
});
