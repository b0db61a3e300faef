// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingPayment as Booked, PaymentReply } from '@academy/contract';
import { stubScreen } from '../../../test-media.ts';
import BookingPayment from './booking-payment.tsx';
import PayPage from './pay-page.tsx';
import { PAYEE, payment } from '../test-payments.ts';

// 32 bytes in base64url, as the server makes them.
const SECRET = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx';
const OTHER_SECRET = SECRET.replace('Zm9v', 'QUJD');

const PAYMENT = payment();

const REPLY: PaymentReply = {
  status: 1,
  message: 'Payment fetched.',
  payment: PAYMENT,
  payee: PAYEE,
};

interface Call {
  method: string;
  url: string;
  secret: string | null;
}

/** fetch that opens payment pay1 only with SECRET, as the server does for a payer without a login. */
function stubServer(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call = { method: init.method ?? 'GET', url: input, secret: headers.get('x-payment-secret') };
    calls.push(call);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (call.secret !== SECRET) return json(404, { status: 0, message: 'This payment does not exist.' });
    if (call.method === 'POST' && input.includes('/SubmitUtr/pay1'))
      return json(200, { ...REPLY, payment: { ...PAYMENT, state: 'submitted', utr: '123456789012' } });
    if (input.includes('/GetPayment/pay1')) return json(200, REPLY);
    return json(404, { status: 0, message: 'not stubbed' });
  });
  return calls;
}

function renderAt(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/pay/:id" element={<PayPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let calls: Call[];
beforeEach(() => {
  stubScreen(1280);
  calls = stubServer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the /pay page', () => {
  it("opens the payment with the link's #secret=, sent as a header and never in the address", async () => {
    renderAt(`/pay/pay1#secret=${SECRET}`);
    expect(await screen.findByText('Inter-dojo cup')).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', url: '/api/Payments/GetPayment/pay1', secret: SECRET }]);

    await userEvent.type(screen.getByLabelText('Enter the 12-digit UTR'), '123456789012');
    await userEvent.click(screen.getByRole('button', { name: 'Submit UTR' }));
    expect(await screen.findByText('Submitted — the academy will confirm it')).toBeTruthy();
    const submitted = calls.find((call) => call.method === 'POST')!;
    expect(submitted).toEqual({ method: 'POST', url: '/api/Payments/SubmitUtr/pay1', secret: SECRET });
    for (const call of calls) expect(call.url).not.toContain(SECRET);
  });

  it('asks by id alone without a fragment, and says a link that opens nothing may have been replaced', async () => {
    // Another payment: this tab holds no secret for it.
    renderAt('/pay/pay2');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('it may have been replaced by a newer one'),
    );
    expect(calls).toEqual([{ method: 'GET', url: '/api/Payments/GetPayment/pay2', secret: null }]);
    // No "try again": asking again with the same link cannot open it.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('ignores a fragment that is not a secret, and a renewed secret opens nothing', async () => {
    renderAt('/pay/pay3#secret=short');
    await screen.findByRole('alert');
    cleanup();
    renderAt(`/pay/pay3#secret=${OTHER_SECRET}`);
    await screen.findByRole('alert');
    expect(calls.map((call) => call.secret)).toEqual([null, OTHER_SECRET]);
  });
});

describe("a paid event's booking confirmation", () => {
  const booked: Booked = {
    paymentId: 'pay1',
    reference: 'P-7F3K9Q',
    state: 'pending',
    amountPaise: 50_000,
    holdUntil: null,
    linkSecret: SECRET,
  };

  it("reads the payment with the booking reply's secret and links to the page with it", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BookingPayment payment={booked} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Submit UTR')).toBeTruthy();
    expect(calls[0]).toEqual({ method: 'GET', url: '/api/Payments/GetPayment/pay1', secret: SECRET });
    const link = screen.getByRole('link', { name: /payment page/i });
    expect(link.getAttribute('href')).toBe(`/pay/pay1#secret=${SECRET}`);
  });
});
