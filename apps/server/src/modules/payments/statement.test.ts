import { STATEMENT_PRESETS } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { readStatement, statementDay, statementPaise, utrOf } from './statement.ts';

const HDFC = `HDFC BANK Ltd.,,,,,,
Account No :50100123456789,,,,,,
Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance
05/11/26,UPI-ASHA SHARMA-asha.s@okicici-ICIC0001234-631234567890-P-7F3K9Q,0000631234567890,05/11/26,,"1,500.00","41,500.00"
06/11/26,NEFT-RENT NOVEMBER,N123456,06/11/26,"12,000.00",,"29,500.00"
07/11/26,UPI-RAVI-ravi@ybl-YESB0000001-639999999999-FEES,0000639999999999,07/11/26,,abc,"29,500.00"
31/11/26,UPI-X-x@ybl-YESB0000001-630000000001-FEES,0000630000000001,31/11/26,,100.00,"29,600.00"
08/11/26,CASH DEPOSIT BRANCH,,08/11/26,,"2,000.00","31,600.00"
,,,,,,
********,,,,,,
`;

const SBI = `Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance
05 Nov 2026,05 Nov 2026,BY TRANSFER-UPI/CR/631234567891/MEERA/SBIN/meera@oksbi/Nov fee,TRANSFER FROM 9876,,800.00,"10,800.00"
`;

describe('bank statements', () => {
  it('reads an HDFC statement below its preamble: credits with their UTRs, withdrawals, and what is wrong', () => {
    const read = readStatement(HDFC, STATEMENT_PRESETS.hdfc);
    expect(read.rows).toBe(5);
    expect(read.credits).toEqual([
      {
        row: 4,
        day: '2026-11-05',
        narration: 'UPI-ASHA SHARMA-asha.s@okicici-ICIC0001234-631234567890-P-7F3K9Q',
        utr: '631234567890',
        amountPaise: 150000,
      },
    ]);
    expect(read.debits).toEqual([{ row: 5, narration: 'NEFT-RENT NOVEMBER', utr: '' }]);
    expect(read.malformed.map((m) => [m.row, m.reason])).toEqual([
      [6, 'badAmount'],
      [7, 'badDate'],
      [8, 'noUtr'],
    ]);
  });

  it("reads SBI's layout, whose UTR is in the description", () => {
    const read = readStatement(SBI, STATEMENT_PRESETS.sbi);
    expect(read.credits).toMatchObject([{ row: 2, day: '2026-11-05', utr: '631234567891', amountPaise: 80000 }]);
  });

  it('says which column is missing when the mapping does not fit the file', () => {
    expect(readStatement(SBI, STATEMENT_PRESETS.hdfc).malformed).toEqual([
      { row: 1, reason: 'missingColumn', text: 'Date, Deposit Amt.' },
    ]);
  });

  it('reads dates, amounts and UTRs as banks write them', () => {
    expect(statementDay('05-Nov-26')).toBe('2026-11-05');
    expect(statementDay('2026-02-29')).toBeNull();
    expect(statementDay('29/02/2028')).toBe('2028-02-29');
    expect(statementPaise('₹ 1,00,000.5')).toBe(10000050);
    expect(statementPaise('1500.123')).toBeNull();
    expect(utrOf('IMPS 1234567890123 X', '0000631234567890')).toBe('631234567890');
  });
});
