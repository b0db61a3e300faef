import { paymentReferencesIn, STATEMENT_PRESETS } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { csvCells, readStatement, statementDay, statementPaise, utrOf } from './statement.ts';

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
  it('reads an HDFC statement below its preamble: credits with their UTRs, withdrawals, and what is wrong', async () => {
    const read = await readStatement(HDFC, STATEMENT_PRESETS.hdfc);
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

  it("reads SBI's layout, whose UTR is in the description", async () => {
    const read = await readStatement(SBI, STATEMENT_PRESETS.sbi);
    expect(read.credits).toMatchObject([{ row: 2, day: '2026-11-05', utr: '631234567891', amountPaise: 80000 }]);
  });

  it('says which column is missing when the mapping does not fit the file', async () => {
    expect((await readStatement(SBI, STATEMENT_PRESETS.hdfc)).malformed).toEqual([
      { row: 1, reason: 'missingColumn', text: 'Date, Deposit Amt.' },
    ]);
  });

  it('lists a line whose quotes cannot be read and reads the lines after it', async () => {
    const csv = [
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      // A stray quote inside a quoted cell, then a quote inside an unquoted cell (taken as written).
      '05/11/26,"UPI-ASHA "SHARMA"-a@okicici-ICIC0001-631234567801-FEE",0000631234567801,05/11/26,,500.00,1',
      '05/11/26,UPI-O"BRIEN-o@ybl-YESB0001-631234567802-FEE,0000631234567802,05/11/26,,"1,500.00",1',
      '',
      // A quote left open: a CSV parser would take every line below into this cell.
      '06/11/26,"UPI-RAVI-r@ybl-YESB0001-631234567803-FEE,0000631234567803,06/11/26,,500.00,1',
      '07/11/26,"UPI-MEERA-m@oksbi-SBIN0001-631234567804-FEE" ,0000631234567804,07/11/26,,800.00,1',
    ].join('\r\n');
    const read = await readStatement(csv, STATEMENT_PRESETS.hdfc);
    expect(read.rows).toBe(4);
    expect(read.credits.map((c) => [c.row, c.utr, c.amountPaise, c.narration])).toEqual([
      [3, '631234567802', 150000, 'UPI-O"BRIEN-o@ybl-YESB0001-631234567802-FEE'],
      [6, '631234567804', 80000, 'UPI-MEERA-m@oksbi-SBIN0001-631234567804-FEE'],
    ]);
    expect(read.malformed.map((m) => [m.row, m.reason])).toEqual([
      [2, 'badQuotes'],
      [5, 'badQuotes'],
    ]);
    expect(read.malformed[1]!.text).toContain('631234567803');
  });

  it('reads CSV cells as banks quote them', () => {
    expect(csvCells(' a , "b, c" ,"say ""hi""",')).toEqual(['a', 'b, c', 'say "hi"', '']);
    expect(csvCells('"open')).toBeNull();
    expect(csvCells('"closed" early,x')).toBeNull();
    expect(csvCells('')).toEqual(['']);
  });

  it('reads dates, amounts and UTRs as banks write them', () => {
    expect(statementDay('05-Nov-26')).toBe('2026-11-05');
    expect(statementDay('2026-02-29')).toBeNull();
    expect(statementDay('29/02/2028')).toBe('2028-02-29');
    expect(statementPaise('₹ 1,00,000.5')).toBe(10000050);
    expect(statementPaise('1500.123')).toBeNull();
    expect(utrOf('IMPS 1234567890123 X', '0000631234567890')).toBe('631234567890');
    // Payment references in a note, each once, whatever the letter case; not inside a longer word.
    expect(paymentReferencesIn('UPI-A-631234567890-p-7f3k9q fee P-7F3K9Q, P-ABCDEF')).toEqual(['P-7F3K9Q', 'P-ABCDEF']);
    expect(paymentReferencesIn('TOP-7F3K9QX P-1234')).toEqual([]);
  });
});
