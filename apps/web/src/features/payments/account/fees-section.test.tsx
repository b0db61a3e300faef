// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { academyToday, type Due, type DuesReply, type Payment } from '@academy/contract';
import { saveLogin } from '../../../lib/session.ts';
import { stubApi, type SentRequest } from '../../../test-api.ts';
import { stubScreen } from '../../../test-media.ts';
import FeesSection from './fees-section.tsx';
import { PAYEE } from '../test-payments.ts';

/** A day `days` from the academy's today (negative: before it). */
function dayFrom(days: number): string {
  const date = new Date(`${academyToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function fee(overrides: Partial<Due>): Due {
  return {
    id: 'd1',
    kind: 'fee',
    fighterId: 'c1',
    fighterName: 'Mira Rao',
    item: 'Evening Kids Karate',
    period: '2026-11',
    batchId: 'b1',
    bookingCode: null,
    amountPaise: 150_000,
    dueDay: dayFrom(5),
    holdUntil: null,
    state: 'open',
    paymentId: null,
    paymentState: null,
    ...overrides,
  };
}

function payment(overrides: Partial<Payment>): Payment {
  return {
    id: 'pay1',
    reference: 'P-7F3K9Q',
    state: 'pending',
    method: 'upi',
    amountPaise: 150_000,
    payerName: 'Asha Rao',
    payerEmail: 'asha@example.com',
    utr: null,
    hasScreenshot: false,
    note: null,
    receiptNumber: null,
    createdAt: '2026-10-05T06:00:00.000Z',
    submittedAt: null,
    decidedAt: null,
    paidAt: null,
    dues: [],
    ...overrides,
  };
}

const NOVEMBER = fee({ id: 'd1', period: '2026-11', dueDay: dayFrom(-3) });
const DECEMBER = fee({ id: 'd2', period: '2026-12', dueDay: dayFrom(27), fighterName: 'Arjun Rao' });
const OCTOBER = fee({ id: 'd0', period: '2026-10', dueDay: dayFrom(-33), state: 'paid', paymentState: 'paid' });
const PAID = payment({
  id: 'pay0',
  reference: 'P-OCT001',
  state: 'paid',
  utr: '123456789012',
  receiptNumber: 'KKA/2026-27/00007',
  decidedAt: '2026-10-06T06:00:00.000Z',
  paidAt: '2026-10-06T06:00:00.000Z',
  dues: [OCTOBER],
});

function duesReply(overrides: Partial<DuesReply> = {}): DuesReply {
  return {
    status: 1,
    message: 'Dues fetched.',
    dues: [NOVEMBER, DECEMBER, OCTOBER],
    payments: [PAID],
    payee: PAYEE,
    ...overrides,
  };
}

let sent: SentRequest[];

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FeesSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
  stubScreen(1280);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('FeesSection', () => {
  it("lists the family's dues, the overdue one said so, and the payments with their receipts", async () => {
    sent = stubApi({ 'GET /api/Payments/GetDues': { body: duesReply() } });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Fees and payments' });
    const dues = within(within(section).getByRole('list', { name: 'Dues' })).getAllByRole('listitem');
    expect(dues).toHaveLength(3);
    expect(dues[0]!.textContent).toContain('Evening Kids Karate · November 2026');
    expect(dues[0]!.textContent).toContain('Mira Rao');
    expect(dues[0]!.textContent).toContain('₹1,500.00');
    expect(within(dues[0]!).getByText('Overdue')).toBeTruthy();
    expect(within(dues[0]!).getByText(/^Overdue since/)).toBeTruthy();
    expect(within(dues[1]!).getByText('Due')).toBeTruthy();
    expect(dues[1]!.textContent).toContain('Arjun Rao');
    expect(within(dues[2]!).getByText('Paid')).toBeTruthy();
    expect(within(dues[2]!).queryByRole('checkbox')).toBeNull();

    expect(within(section).getByText('P-OCT001')).toBeTruthy();
    expect(within(section).getByText(/Receipt KKA\/2026-27\/00007/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Download receipt' })).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual(['/api/Payments/GetDues']);
  });

  it('pays the ticked dues with one payment and shows its panel in a modal', async () => {
    sent = stubApi({
      'GET /api/Payments/GetDues': { body: duesReply() },
      'POST /api/Payments/CreatePayment': {
        status: 201,
        body: {
          status: 1,
          message: 'Payment started.',
          payment: payment({ id: 'pay2', reference: 'P-NEW123', amountPaise: 150_000, dues: [DECEMBER] }),
          payee: PAYEE,
        },
      },
    });
    renderSection();
    const pay = await screen.findByRole('button', { name: 'Pay selected (₹3,000.00)' });
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Pay Evening Kids Karate · November 2026 for Mira Rao' }),
    );
    expect(pay.textContent).toBe('Pay selected (₹1,500.00)');

    await userEvent.click(pay);
    const modal = await screen.findByRole('dialog', { name: 'Pay ₹1,500.00' });
    expect(within(modal).getByText('Reference P-NEW123')).toBeTruthy();
    expect(within(modal).getByLabelText('Enter the 12-digit UTR')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/Payments/CreatePayment',
      body: { dueIds: ['d2'] },
    });
  });

  it('without a UPI ID says the academy will tell how to pay, and offers no payment', async () => {
    stubApi({ 'GET /api/Payments/GetDues': { body: duesReply({ payee: null }) } });
    renderSection();
    expect(
      await screen.findByText('The academy has not set up UPI payments yet. It will tell you how to pay.'),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay selected/ })).toBeNull();
  });

  it('is left out where the academy takes no fees online and nothing was ever owed', async () => {
    sent = stubApi({ 'GET /api/Payments/GetDues': { body: duesReply({ payee: null, dues: [], payments: [] }) } });
    renderSection();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Fees and payments' })).toBeNull();
  });
});
