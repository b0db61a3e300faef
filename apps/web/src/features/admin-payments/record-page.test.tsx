// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DuesReply, FamilyProfile } from '@academy/contract';
import { ToastProvider } from '../../components/toast/toast-provider.tsx';
import { fighterFixture, stubApi } from '../../test-api.ts';
import RecordPage, { findProfiles } from './record-page.tsx';
import { dueFixture, paymentFixture } from './test-payments.ts';

const profile = (overrides: Partial<FamilyProfile>): FamilyProfile => ({ ...fighterFixture(overrides), consent: null });
const PROFILES = [
  profile({ id: 'f1', fullName: 'Asha Kulkarni', email: 'asha@example.in', mobileNumber: '98220 12345' }),
  profile({ id: 'c1', fullName: 'Riya Kulkarni', email: 'asha@example.in', mobileNumber: '', guardianId: 'f1' }),
  profile({ id: 'f2', fullName: 'Rohan Deshpande', email: 'rohan@example.in', mobileNumber: '9890011223' }),
];

const DUES: DuesReply = {
  status: 1,
  message: 'Dues fetched.',
  payee: null,
  payments: [],
  dues: [
    dueFixture({
      id: 'd1',
      kind: 'fee',
      fighterName: 'Riya Kulkarni',
      item: 'Little Dragons',
      period: '2026-11',
      amountPaise: 150_000,
      dueDay: '2026-11-10',
      paymentId: null,
      paymentState: null,
    }),
    dueFixture({ id: 'd2', fighterName: 'Asha Kulkarni', amountPaise: 50_000, paymentState: 'submitted' }),
    dueFixture({
      id: 'd3',
      fighterName: 'Asha Kulkarni',
      item: 'Winter Camp',
      amountPaise: 120_000,
      paymentId: null,
      paymentState: null,
    }),
    dueFixture({ id: 'd4', state: 'paid', paymentState: 'paid' }),
  ],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin/payments/record']}>
          <RecordPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('finding the family', () => {
  it('matches a name, an email or a mobile number, ignoring case and spaces', () => {
    expect(findProfiles(PROFILES, 'kulkarni').map((each) => each.id)).toEqual(['f1', 'c1']);
    expect(findProfiles(PROFILES, 'ROHAN@').map((each) => each.id)).toEqual(['f2']);
    expect(findProfiles(PROFILES, '9822012345').map((each) => each.id)).toEqual(['f1']);
    expect(findProfiles(PROFILES, 'a')).toEqual([]);
  });
});

describe('recording cash or a waiver', () => {
  it("shows the family's open dues and records the chosen ones as cash, with the receipt", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      'GET /api/Fighters/GetAllFighters': { body: { status: 1, message: 'ok', fighters: PROFILES } },
      'GET /api/Payments/GetDues': { body: DUES },
      'POST /api/Payments/RecordOfflinePayment': {
        body: {
          status: 1,
          message: 'Payment recorded.',
          payee: null,
          payment: paymentFixture({
            state: 'paid',
            method: 'cash',
            amountPaise: 270_000,
            receiptNumber: 'KKA/2026-27/00031',
          }),
        },
      },
    });
    renderPage();
    await user.type(screen.getByLabelText('Find a fighter'), 'riya');
    await user.click(await screen.findByRole('button', { name: /Riya Kulkarni/ }));

    const dues = within(await screen.findByRole('group', { name: 'Open dues' }));
    // The paid one is not offered; the one whose transfer waits for a check is shown but cannot be ticked.
    expect(dues.getAllByRole('checkbox')).toHaveLength(4);
    const waiting = dues.getByText('A transfer waits to be checked in Payments').closest('li')!;
    expect((within(waiting).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    await user.click(dues.getByRole('checkbox', { name: 'All dues that can be settled' }));

    await user.type(screen.getByLabelText('Note (optional)'), 'Paid at the desk');
    await user.click(screen.getByRole('button', { name: 'Record ₹2,700.00 cash' }));
    expect(await screen.findByText('₹2,700.00 recorded as cash. Receipt KKA/2026-27/00031.')).toBeTruthy();
    expect(sent.find((call) => call.method === 'POST')!.body).toEqual({
      dueIds: ['d1', 'd3'],
      method: 'cash',
      note: 'Paid at the desk',
    });
  });

  it('asks for at least one due, and waives when asked to', async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      'GET /api/Fighters/GetAllFighters': { body: { status: 1, message: 'ok', fighters: PROFILES } },
      'GET /api/Payments/GetDues': { body: DUES },
      'POST /api/Payments/RecordOfflinePayment': {
        body: {
          status: 1,
          message: 'Payment recorded.',
          payee: null,
          payment: paymentFixture({ state: 'waived', method: 'waiver', amountPaise: 150_000 }),
        },
      },
    });
    renderPage();
    await user.type(screen.getByLabelText('Find a fighter'), 'asha');
    await user.click(await screen.findByRole('button', { name: /Asha Kulkarni/ }));
    await user.click(await screen.findByRole('radio', { name: /Waive/ }));
    await user.click(screen.getByRole('button', { name: 'Waive ₹0.00' }));
    expect(await screen.findByText('Choose from 1 to 50 dues to pay.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Little Dragons/ }));
    await user.click(screen.getByRole('button', { name: 'Waive ₹1,500.00' }));
    expect(await screen.findByText('₹1,500.00 waived.')).toBeTruthy();
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')!.body).toEqual({ dueIds: ['d1'], method: 'waiver', note: '' }),
    );
  });
});
