// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentSettingsReply } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { stubApi, type SentRequest } from '../../../test-api.ts';
import { shimSelects } from '../../../test-select-shim.ts';
import SettingsPage from './settings-page.tsx';

const UNSET: PaymentSettingsReply = {
  status: 1,
  message: 'Settings fetched.',
  configured: false,
  settings: {
    upiId: '',
    payeeName: 'Kaizen Karate Academy',
    academyDetails: null,
    receiptPrefix: 'KKA',
    feeDueDay: 10,
    holdMinutes: 60,
    statement: { preset: 'hdfc', columns: { date: '', narration: '', reference: '', credit: '' } },
  },
};

function renderPage(reply: PaymentSettingsReply = UNSET) {
  const sent = stubApi({
    'GET /api/Payments/GetPaymentSettings': { body: reply },
    'PUT /api/Payments/SavePaymentSettings': (request: SentRequest) => {
      const body = request.body as PaymentSettingsReply['settings'];
      return {
        body: {
          status: 1,
          message: 'Settings saved.',
          configured: true,
          settings: { ...body, receiptPrefix: body.receiptPrefix.toUpperCase() },
        },
      };
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin/settings']}>
          <SettingsPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return sent;
}

beforeAll(shimSelects);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the payment settings', () => {
  it('says nobody is asked to pay until a UPI ID is saved', async () => {
    renderPage();
    expect(
      await screen.findByText('No UPI ID is saved yet: paid events are booked, but nobody is asked to pay.'),
    ).toBeTruthy();
  });

  it("checks the fields with the contract's rules before saving", async () => {
    const user = userEvent.setup();
    const sent = renderPage();
    await user.type(await screen.findByLabelText('Academy UPI ID'), 'not a upi id');
    const dueDay = screen.getByLabelText('Monthly fee due on day');
    await user.clear(dueDay);
    await user.type(dueDay, '31');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a UPI ID such as academy@okhdfcbank.')).toBeTruthy();
    expect(screen.getByText('The due day must be a whole number from 1 to 28.')).toBeTruthy();
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves the settings, with another bank’s columns, and says when they were saved', async () => {
    const user = userEvent.setup();
    const sent = renderPage();
    await user.type(await screen.findByLabelText('Academy UPI ID'), 'kaizen.karate@okhdfcbank');
    await user.type(screen.getByLabelText('Academy details on receipts'), 'Baner Road, Pune');
    const prefix = screen.getByLabelText('Receipt prefix');
    await user.clear(prefix);
    await user.type(prefix, 'kz');
    expect(screen.getByText(/Receipts are numbered per financial year: KZ\/\d{4}-\d{2}\/00042/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Bank'), 'custom');
    const credit = screen.getByLabelText('Credit column');
    await user.clear(credit);
    await user.type(credit, 'Cr Amount');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(/^Saved at \d{2}:\d{2} [AP]M\.$/)).toBeTruthy();
    await waitFor(() => expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(sent.find((call) => call.method === 'PUT')!.body).toEqual({
      upiId: 'kaizen.karate@okhdfcbank',
      payeeName: 'Kaizen Karate Academy',
      academyDetails: 'Baner Road, Pune',
      receiptPrefix: 'KZ',
      feeDueDay: 10,
      holdMinutes: 60,
      statement: {
        preset: 'custom',
        columns: { date: 'Date', narration: 'Narration', reference: 'Chq./Ref.No.', credit: 'Cr Amount' },
      },
    });
    expect((screen.getByLabelText('Receipt prefix') as HTMLInputElement).value).toBe('KZ');
  });
});
