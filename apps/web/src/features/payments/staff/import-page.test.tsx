// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportStatementReply, PaymentSettingsReply } from '@academy/contract';
import { stubApi } from '../../../test-api.ts';
import { shimSelects } from '../../../test-select-shim.ts';
import ImportPage from './import-page.tsx';

const SETTINGS: PaymentSettingsReply = {
  status: 1,
  message: 'Settings fetched.',
  configured: true,
  settings: {
    upiId: 'kaizen@okhdfcbank',
    payeeName: 'Kaizen Karate Academy',
    academyDetails: null,
    receiptPrefix: 'KKA',
    feeDueDay: 10,
    holdMinutes: 60,
    statement: { preset: 'sbi', columns: { date: '', narration: '', reference: '', credit: '' } },
  },
};

const RESULT: ImportStatementReply = {
  status: 1,
  message: 'Statement imported.',
  rows: 5,
  matched: [
    {
      row: 4,
      utr: '412300181459',
      amountPaise: 50_000,
      paymentId: 'p1',
      payerName: 'Asha Kulkarni',
      receiptNumber: 'KKA/2026-27/00026',
    },
  ],
  unmatched: [
    {
      row: 5,
      utr: '412300181460',
      amountPaise: 100_000,
      narration: 'BY TRANSFER-UPI/CR/412300181460/ROHAN',
      reason: 'amountDiffers',
      paymentId: 'p2',
    },
    { row: 6, utr: '', amountPaise: 0, narration: 'ATM WDL', reason: 'notCredit', paymentId: null },
    {
      row: 8,
      utr: '412300181462',
      amountPaise: 50_000,
      narration: 'BY TRANSFER-UPI/CR/412300181462/YASH/P-7F3K9Q',
      reason: 'referenceDiffers',
      paymentId: 'p3',
    },
  ],
  malformed: [{ row: 7, reason: 'badAmount', text: 'abc' }],
};

const CSV = 'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance\n24 Nov 2026,,UPI,,,500.00,1\n';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/payments/import']}>
        <ImportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(shimSelects);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('importing a bank statement', () => {
  it("reads the file in the browser with the saved bank's layout and shows what each row did", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      'GET /api/Payments/GetPaymentSettings': { body: SETTINGS },
      'POST /api/Payments/ImportStatement': { body: RESULT },
    });
    renderPage();
    const bank = (await screen.findByLabelText('Bank')) as HTMLSelectElement;
    expect(bank.value).toBe('sbi');
    expect((screen.getByLabelText('Credit column') as HTMLInputElement).value).toBe('Credit');
    await user.upload(
      screen.getByLabelText('Bank statement (CSV)'),
      new File([CSV], 'statement.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import statement' }));

    const result = within(await screen.findByRole('region', { name: 'Result' }));
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/Payments/ImportStatement',
      body: { csv: CSV, mapping: SETTINGS.settings.statement },
    });
    expect(
      result.getByText(
        '5 rows read: 1 payment marked paid (₹500.00), 2 not matched, 1 not readable, 1 money going out.',
      ),
    ).toBeTruthy();
    expect(result.getByText('Receipt KKA/2026-27/00026')).toBeTruthy();
    expect(
      result.getByText('A payment has this UTR, but for another amount. Check with the family before marking it paid.'),
    ).toBeTruthy();
    expect(result.getAllByRole('link', { name: 'Find the payment' }).map((a) => a.getAttribute('href'))).toEqual([
      '/admin/payments?q=412300181460',
      '/admin/payments?q=412300181462',
    ]);
    // A UTR and a reference naming different payments: set aside, with both payments to look up.
    expect(result.getByText(/point at different payments/)).toBeTruthy();
    expect(result.getByRole('link', { name: 'Find payment P-7F3K9Q' }).getAttribute('href')).toBe(
      '/admin/payments?q=P-7F3K9Q',
    );
    expect(result.getByText('The credit is not an amount.')).toBeTruthy();
    expect(result.getByText('1 row of money going out, left alone')).toBeTruthy();
  });

  it('asks for a file, and for the columns of another bank, before sending anything', async () => {
    const user = userEvent.setup();
    const sent = stubApi({ 'GET /api/Payments/GetPaymentSettings': { body: SETTINGS } });
    renderPage();
    await user.selectOptions(await screen.findByLabelText('Bank'), 'custom');
    // Another bank starts from the layout shown before.
    const date = screen.getByLabelText('Date column') as HTMLInputElement;
    expect(date.value).toBe('Txn Date');
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    expect(await screen.findByText("Choose the bank statement's CSV file.")).toBeTruthy();
    expect(screen.getByText("Name the column as it appears in the statement's header.")).toBeTruthy();
    await waitFor(() => expect(sent.filter((call) => call.method === 'POST')).toEqual([]));
  });
});
