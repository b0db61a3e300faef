// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type Payment } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import PaymentsPage from './payments-page.tsx';
import { OWNER_ACCOUNT } from '../../../test-api.ts';
import { dueFixture, paymentFixture } from './test-payments.ts';

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

const SUBMITTED = [
  paymentFixture(),
  paymentFixture({
    id: 'p2',
    reference: 'P-QZUB3G',
    payerName: 'Zoya Khan',
    payerEmail: 'zoya@example.in',
    utr: null,
    hasScreenshot: true,
    amountPaise: 120_000,
    submittedAt: '2026-11-24T03:00:00.000Z',
    dues: [dueFixture({ id: 'd2', fighterName: 'Zoya Khan', item: 'Winter Camp', amountPaise: 120_000 })],
  }),
];
const PAID = paymentFixture({
  id: 'p3',
  state: 'paid',
  payerName: 'Meera Iyer',
  amountPaise: 100_000,
  receiptNumber: 'KKA/2026-27/00007',
  decidedAt: '2026-11-25T06:00:00.000Z',
  paidAt: '2026-11-25T06:00:00.000Z',
  dues: [dueFixture({ id: 'd3', fighterName: 'Meera Iyer', kind: 'fee', item: 'Junior Karate', period: '2026-11' })],
});

const NEW_SECRET = 'bmV3LXNlY3JldC1mb3ItdGhlLXBheWVyLW9mLXAzLXh5';

/** The payments API: the submitted ones for state=submitted, every one otherwise; decisions recorded. */
function stubPayments(all: Payment[] = [...SUBMITTED, PAID]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(call);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (call.path === ENDPOINTS.GetMyStaffAccount.path) return json(OWNER_ACCOUNT.body);
    if (call.path === '/api/Payments/GetPayments') {
      const payments = call.query.state ? all.filter((payment) => payment.state === call.query.state) : all;
      return json({ status: 1, message: 'Payments fetched.', payments, truncated: false });
    }
    if (call.path.startsWith('/api/Payments/GetPaymentScreenshot/')) {
      return new Response(new Blob(['webp'], { type: 'image/webp' }), { headers: { 'content-type': 'image/webp' } });
    }
    if (call.path.startsWith('/api/Payments/RenewPaymentLink/')) {
      const paymentId = call.path.split('/').at(-1)!;
      return json({ status: 1, message: 'New payment link made.', paymentId, linkSecret: NEW_SECRET });
    }
    if (call.path.startsWith('/api/Payments/DecidePayment/')) {
      const id = call.path.split('/').at(-1)!;
      const { decision, note } = call.body as { decision: Payment['state']; note: string };
      const payment = all.find((each) => each.id === id)!;
      const decided = {
        ...payment,
        state: decision,
        note: note || null,
        receiptNumber: decision === 'paid' ? 'KKA/2026-27/00008' : payment.receiptNumber,
      };
      return json({ status: 1, message: 'Payment updated.', payment: decided, payee: null });
    }
    return new Response(JSON.stringify({ status: 0, message: `not stubbed: ${call.path}` }), { status: 404 });
  });
  return calls;
}

function renderPage(address = '/admin/payments') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[address]}>
          <PaymentsPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the payments page', () => {
  it('lists the transfers to check first, the longest waiting first, with what, the UTR or the screenshot', async () => {
    stubPayments();
    renderPage();
    const toCheck = within(await screen.findByRole('region', { name: 'To check 2' }));
    const cards = toCheck.getAllByRole('listitem').filter((item) => item.classList.contains('check-card'));
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Zoya Khan', 'Asha Kulkarni']);
    const asha = within(cards[1]!);
    expect(asha.getByText('₹500.00')).toBeTruthy();
    expect(asha.getByText('412300181459')).toBeTruthy();
    expect(asha.getByText('Inter-dojo Kata Cup')).toBeTruthy();
    const zoya = within(cards[0]!);
    expect(zoya.getByText('Not given: see the screenshot')).toBeTruthy();
    expect(await zoya.findByRole('button', { name: 'Open the screenshot sent by Zoya Khan' })).toBeTruthy();
  });

  it('opens the screenshot larger', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:shot');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    stubPayments();
    renderPage();
    const open = await screen.findByRole('button', { name: 'Open the screenshot sent by Zoya Khan' });
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot from Zoya Khan' });
    expect(within(dialog).getByRole('img', { name: 'Screenshot of the transfer sent by Zoya Khan' })).toBeTruthy();
  });

  it('asks before marking paid, naming the payer and the amount, and says which receipt went out', async () => {
    const user = userEvent.setup();
    const calls = stubPayments();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark paid: the payment of Asha Kulkarni' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark this payment paid?' }));
    expect(dialog.getByText('Asha Kulkarni · ₹500.00')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(
      await screen.findByText("Asha Kulkarni's payment is paid: receipt KKA/2026-27/00008 is on its way to them."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/Payments/DecidePayment/p1', query: {}, body: { decision: 'paid', note: '' } },
    ]);
  });

  it('asks why before rejecting, since the family is emailed the reason', async () => {
    const user = userEvent.setup();
    const calls = stubPayments();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject the payment of Zoya Khan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this payment?' }));
    expect(dialog.getByText('Zoya Khan · ₹1,200.00')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Reject payment' }));
    expect(dialog.getByText('Say why, so the family knows what to do.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(dialog.getByLabelText('Why (sent to the payer)'), 'No transfer of ₹1,200 reached us on 24 Nov.');
    await user.click(dialog.getByRole('button', { name: 'Reject payment' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      decision: 'rejected',
      note: 'No transfer of ₹1,200 reached us on 24 Nov.',
    });
  });

  it('offers a refund and the receipt on a paid payment only, and asks before the refund', async () => {
    const user = userEvent.setup();
    const calls = stubPayments();
    renderPage();
    const table = within(await screen.findByRole('table', { name: 'Payments, the latest first' }));
    const meera = within((await table.findByText('KKA/2026-27/00007')).closest('tr')!);
    expect(meera.getByRole('button', { name: 'Download receipt KKA/2026-27/00007' })).toBeTruthy();
    expect(table.getAllByRole('button', { name: /^Refund/ })).toHaveLength(1);
    await user.click(meera.getByRole('button', { name: 'Refund the payment of Meera Iyer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund this payment?' }));
    expect(dialog.getByText('Meera Iyer · ₹1,000.00')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'refunded', note: '' }),
    );
  });

  it('makes a new payer link only after asking, then shows it whole, once', async () => {
    const user = userEvent.setup();
    const calls = stubPayments();
    renderPage();
    const table = within(await screen.findByRole('table', { name: 'Payments, the latest first' }));
    const meera = within((await table.findByText('KKA/2026-27/00007')).closest('tr')!);
    await user.click(meera.getByRole('button', { name: "Make a new payer link for Meera Iyer's payment" }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Give this payment a new link?' }));
    expect(dialog.getByText(/the link they have stops working/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Make new link' }));
    const link = (await dialog.findByLabelText('New link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/pay/p3#secret=${NEW_SECRET}`);
    expect(dialog.getByText(/The link before no longer works/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/Payments/RenewPaymentLink/p3', query: {}, body: null },
    ]);
  });

  it('asks for the list the filters in the address name', async () => {
    const calls = stubPayments([PAID]);
    renderPage('/admin/payments?state=paid&q=meera&from=2026-04&to=2026-11');
    await screen.findByText('KKA/2026-27/00007');
    expect(calls.map((call) => call.query)).toContainEqual({
      state: 'paid',
      q: 'meera',
      from: '2026-04',
      to: '2026-11',
    });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('meera');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('says when nothing waits to be checked', async () => {
    stubPayments([PAID]);
    renderPage();
    expect(await screen.findByText('Nothing to check. Transfers families report appear here.')).toBeTruthy();
  });
});
