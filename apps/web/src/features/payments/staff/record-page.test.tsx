// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DuesReply, FamilyProfile } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { fighterFixture, OWNER_ACCOUNT, stubApi } from '../../../test-api.ts';
import RecordPage, { findProfiles, payerOf } from './record-page.tsx';
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

function renderPage(address = '/admin/payments/record') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[address]}>
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

  it("names the account holder as the payer, a child's guardian when the child was picked", () => {
    expect(payerOf(PROFILES[1]!, PROFILES)).toBe('Asha Kulkarni');
    expect(payerOf(PROFILES[2]!, PROFILES)).toBe('Rohan Deshpande');
  });
});

const recorded = (payment: Parameters<typeof paymentFixture>[0]) => ({
  body: { status: 1, message: 'Payment recorded.', payee: null, payment: paymentFixture(payment) },
});

async function openFamily(user: ReturnType<typeof userEvent.setup>, typed: string, name: RegExp) {
  await user.type(screen.getByLabelText('Find a fighter'), typed);
  await user.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('group', { name: 'Open dues' }));
}

const ticked = (box: HTMLElement) => (box as HTMLInputElement).checked;

describe('recording cash or a waiver', () => {
  it("ticks the family's open dues at once and records them as cash from the account holder, with the receipt", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      'GET /api/Fighters/GetAllFighters': { body: { status: 1, message: 'ok', fighters: PROFILES } },
      'GET /api/Payments/GetDues': { body: DUES },
      'POST /api/Payments/RecordOfflinePayment': recorded({
        state: 'paid',
        method: 'cash',
        amountPaise: 270_000,
        receiptNumber: 'KKA/2026-27/00031',
      }),
    });
    renderPage();
    // Riya is a child: her guardian's account pays, and the receipt will name her.
    const dues = await openFamily(user, 'riya', /Riya Kulkarni/);

    // The paid one is not offered; the one whose transfer waits for a check is shown but cannot be ticked.
    expect(dues.getAllByRole('checkbox')).toHaveLength(4);
    const waiting = dues.getByText('A transfer waits to be checked in Payments').closest('li')!;
    const waitingBox = within(waiting).getByRole('checkbox') as HTMLInputElement;
    expect([waitingBox.disabled, waitingBox.checked]).toEqual([true, false]);
    expect(ticked(dues.getByRole('checkbox', { name: /Little Dragons/ }))).toBe(true);
    expect(ticked(dues.getByRole('checkbox', { name: /Winter Camp/ }))).toBe(true);
    expect(ticked(dues.getByRole('checkbox', { name: 'All dues that can be settled' }))).toBe(true);

    await user.type(screen.getByLabelText('Note (optional)'), 'Paid at the desk');
    await user.click(screen.getByRole('button', { name: 'Record ₹2,700.00 cash from Asha Kulkarni' }));
    expect(await screen.findByText('₹2,700.00 recorded as cash. Receipt KKA/2026-27/00031.')).toBeTruthy();
    expect(sent.find((call) => call.method === 'POST')!.body).toEqual({
      dueIds: ['d1', 'd3'],
      method: 'cash',
      note: 'Paid at the desk',
    });
  });

  it('with nothing ticked offers no ₹0.00 but says what to do, totals what is ticked, and waives', async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      'GET /api/Fighters/GetAllFighters': { body: { status: 1, message: 'ok', fighters: PROFILES } },
      'GET /api/Payments/GetDues': { body: DUES },
      'POST /api/Payments/RecordOfflinePayment': recorded({ state: 'waived', method: 'waiver', amountPaise: 150_000 }),
    });
    renderPage();
    const dues = await openFamily(user, 'asha', /Asha Kulkarni/);
    await user.click(dues.getByRole('checkbox', { name: 'All dues that can be settled' }));
    const none = screen.getByRole('button', { name: 'Choose at least one due' }) as HTMLButtonElement;
    expect(none.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /₹0\.00/ })).toBeNull();

    await user.click(dues.getByRole('checkbox', { name: /Little Dragons/ }));
    expect(screen.getByRole('button', { name: 'Record ₹1,500.00 cash from Asha Kulkarni' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Waive/ }));
    await user.click(screen.getByRole('button', { name: 'Waive ₹1,500.00 for Asha Kulkarni' }));
    expect(await screen.findByText('₹1,500.00 waived.')).toBeTruthy();
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')!.body).toEqual({ dueIds: ['d1'], method: 'waiver', note: '' }),
    );
  });

  it('offers nothing to record while every open due has a transfer waiting for its check', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/Fighters/GetAllFighters': { body: { status: 1, message: 'ok', fighters: PROFILES } },
      'GET /api/Payments/GetDues': { body: { ...DUES, dues: DUES.dues.filter((due) => due.id === 'd2') } },
    });
    renderPage();
    await openFamily(user, 'asha', /Asha Kulkarni/);
    expect(screen.getByText('Every open due has a transfer waiting: check it in Payments first.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Record|Choose/ })).toBeNull();
  });

  it("opens the family's dues at once when a family's page sent the desk here, and Another fighter searches again", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/Fighters/GetAllFighters': { body: { status: 1, message: 'ok', fighters: PROFILES } },
      'GET /api/Payments/GetDues': { body: DUES },
    });
    renderPage('/admin/payments/record?fighter=f1');
    const dues = within(await screen.findByRole('group', { name: 'Open dues' }));
    expect(dues.getAllByRole('checkbox').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Find a fighter')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Another fighter' }));
    expect(await screen.findByLabelText('Find a fighter')).toBeTruthy();
  });

  it("offers the front desk cash only: waivers are the owner's", async () => {
    const user = userEvent.setup();
    const desk = structuredClone(OWNER_ACCOUNT);
    (desk.body as { member: { role: string } }).member.role = 'frontDesk';
    const sent = stubApi({
      'GET /api/Staff/GetMyStaffAccount': desk,
      'GET /api/Fighters/GetAllFighters': { body: { status: 1, message: 'ok', fighters: PROFILES } },
      'GET /api/Payments/GetDues': { body: DUES },
    });
    renderPage();
    await openFamily(user, 'asha', /Asha Kulkarni/);
    // Until the role is known no waiver is offered either: wait for it, so the owner's choice would have shown.
    await waitFor(() => expect(sent.some((call) => call.path === '/api/Staff/GetMyStaffAccount')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('radio', { name: /Cash received/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Waive/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Record ₹2,700.00 cash from Asha Kulkarni' })).toBeTruthy();
    // The page and its tab say only what the desk does here.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Record cash');
    expect(screen.getByRole('link', { name: 'Record cash' })).toBeTruthy();
    expect(screen.getByText('Cash taken at the dojo is paid with a receipt.')).toBeTruthy();
    expect(screen.queryByText(/waiver/)).toBeNull();
  });
});
