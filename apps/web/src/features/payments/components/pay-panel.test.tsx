// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment, PaymentReply } from '@academy/contract';
import { stubApi, type SentRequest } from '../../../test-api.ts';
import { stubScreen } from '../../../test-media.ts';
import { usePayment } from '../api/get-payment.ts';
import { PayPanel } from './pay-panel.tsx';
import { due, PAYEE, payment } from '../test-payments.ts';

// The QR code's text is what a phone's camera would read: the test keeps it instead of drawing it.
const drawn = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('qrcode', () => ({
  toString: async (text: string) => {
    drawn.texts.push(text);
    return '<svg xmlns="http://www.w3.org/2000/svg"/>';
  },
}));

const reply = (paid: Payment, payee: PaymentReply['payee'] = PAYEE): PaymentReply => ({
  status: 1,
  message: 'Payment fetched.',
  payment: paid,
  payee,
});

/** The panel as a page shows it: the payment read through GetPayment, so a submission shows its new state. */
function LivePanel() {
  const query = usePayment('pay1');
  return query.data ? <PayPanel payment={query.data.payment} payee={query.data.payee} /> : null;
}

function renderIn(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A phone: matchMedia answers yes to the coarse pointer (and the narrow screen) the panel asks about. */
function stubPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

let sent: SentRequest[];

beforeEach(() => {
  drawn.texts = [];
  stubScreen(1280);
  sent = stubApi({});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PayPanel, waiting for the payment', () => {
  it('shows the amount and encodes the amount, payee, reference and item in the UPI QR code', async () => {
    renderIn(<PayPanel payment={payment()} payee={PAYEE} />);
    expect(screen.getByText('₹500.00')).toBeTruthy();
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'UPI QR code: pay ₹500.00 to Kaizen Karate Academy' })).toBeTruthy();

    const link = new URL(drawn.texts.at(-1)!);
    expect(link.protocol).toBe('upi:');
    expect(link.searchParams.get('pa')).toBe('kaizen.academy@okhdfc');
    expect(link.searchParams.get('pn')).toBe('Kaizen Karate Academy');
    expect(link.searchParams.get('am')).toBe('500.00');
    expect(link.searchParams.get('cu')).toBe('INR');
    expect(link.searchParams.get('tr')).toBe('P-7F3K9Q');
    expect(link.searchParams.get('tn')).toBe('P-7F3K9Q Inter-dojo cup');
  });

  it('on a wide screen asks to scan, with no app link; the UPI ID can be copied', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderIn(<PayPanel payment={payment()} payee={PAYEE} />);
    expect(screen.getByText('Scan with any UPI app: Google Pay, PhonePe, Paytm, BHIM')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay with UPI app' })).toBeNull();
    expect(screen.getByText('kaizen.academy@okhdfc')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('kaizen.academy@okhdfc');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('on a phone offers Pay with UPI app, the same link with the amount and reference', async () => {
    stubPhone();
    renderIn(<PayPanel payment={payment({ amountPaise: 150_000 })} payee={PAYEE} />);
    const button = screen.getByRole('link', { name: 'Pay with UPI app' });
    const href = button.getAttribute('href')!;
    expect(href.startsWith('upi://pay?')).toBe(true);
    const link = new URL(href);
    expect(link.searchParams.get('am')).toBe('1500.00');
    expect(link.searchParams.get('tr')).toBe('P-7F3K9Q');
    await screen.findByRole('img', { name: /UPI QR code/ });
    expect(drawn.texts.at(-1)).toBe(href);
  });

  it('names every item of a payment of several dues in the note, the reference first', async () => {
    const fees = payment({
      amountPaise: 300_000,
      dues: [
        due({ id: 'd1', kind: 'fee', item: 'Evening Kids Karate', period: '2026-11' }),
        due({ id: 'd2', kind: 'fee', item: 'Evening Kids Karate', period: '2026-12' }),
        due({ id: 'd3', kind: 'fee', item: 'Saturday Juniors', period: '2026-11' }),
      ],
    });
    renderIn(<PayPanel payment={fees} payee={PAYEE} />);
    await screen.findByRole('img', { name: /UPI QR code/ });
    const link = new URL(drawn.texts.at(-1)!);
    expect(link.searchParams.get('tn')).toBe('P-7F3K9Q Evening Kids Karate, Saturday Juniors');
    expect(link.searchParams.get('am')).toBe('3000.00');
  });

  it("says until when a booking's seat is held", () => {
    const hold = new Date(Date.now() + 40 * 60_000).toISOString();
    renderIn(<PayPanel payment={payment({ dues: [due({ holdUntil: hold })] })} payee={PAYEE} />);
    expect(screen.getByText(/Your seat is held until/).textContent).toMatch(/\(40 minutes left\)/);
  });

  it('says the academy will tell how to pay when it has no UPI ID yet, and asks for nothing', () => {
    renderIn(<PayPanel payment={payment()} payee={null} />);
    expect(screen.getByText('The academy has not set up UPI payments yet. It will tell you how to pay.')).toBeTruthy();
    expect(screen.queryByLabelText('Enter the 12-digit UTR')).toBeNull();
    expect(drawn.texts).toEqual([]);
  });
});

describe('PayPanel, the UTR', () => {
  it('refuses 11 digits without sending, sends 12, then shows the payment submitted', async () => {
    let submitted = false;
    sent = stubApi({
      'GET /api/Payments/GetPayment/pay1': () => ({
        body: reply(submitted ? payment({ state: 'submitted', utr: '123456789012' }) : payment()),
      }),
      'POST /api/Payments/SubmitUtr/pay1': () => {
        submitted = true;
        return { body: { ...reply(payment({ state: 'submitted', utr: '123456789012' })), message: 'Thank you.' } };
      },
    });
    renderIn(<LivePanel />);
    const field = await screen.findByLabelText('Enter the 12-digit UTR');

    await userEvent.type(field, '12345678901');
    await userEvent.click(screen.getByRole('button', { name: 'Submit UTR' }));
    expect(await screen.findByText('The UTR is the 12-digit number your UPI app shows for the payment.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '1234 5678 9012');
    await userEvent.click(screen.getByRole('button', { name: 'Submit UTR' }));
    expect(await screen.findByText('Submitted — the academy will confirm it')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/Payments/SubmitUtr/pay1', body: { utr: '123456789012' } },
    ]);
    expect(screen.getByText(/UTR 123456789012 was sent/)).toBeTruthy();
    expect(screen.getByText('Submitted')).toBeTruthy();
  });

  it("shows the server's refusal of a UTR given before under the field", async () => {
    stubApi({
      'POST /api/Payments/SubmitUtr/pay1': {
        status: 409,
        body: { status: 0, message: 'This UTR was already given for a payment.' },
      },
      'GET /api/Payments/GetPayment/pay1': { body: reply(payment()) },
    });
    renderIn(<PayPanel payment={payment()} payee={PAYEE} />);
    await userEvent.type(screen.getByLabelText('Enter the 12-digit UTR'), '123456789012');
    await userEvent.click(screen.getByRole('button', { name: 'Submit UTR' }));
    expect(await screen.findByText('This UTR was already given for a payment.')).toBeTruthy();
  });
});

describe('PayPanel, after the payment', () => {
  it('paid: the receipt number and Download receipt', () => {
    renderIn(
      <PayPanel
        payment={payment({
          state: 'paid',
          utr: '123456789012',
          receiptNumber: 'KKA/2026-27/00042',
          decidedAt: '2026-11-21T06:00:00.000Z',
          paidAt: '2026-11-21T06:00:00.000Z',
        })}
        payee={PAYEE}
      />,
    );
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Paid. Thank you!')).toBeTruthy();
    expect(screen.getByText(/Receipt KKA\/2026-27\/00042/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeTruthy();
    expect(screen.queryByLabelText('Enter the 12-digit UTR')).toBeNull();
  });

  it("rejected: the academy's note", () => {
    renderIn(
      <PayPanel
        payment={payment({ state: 'rejected', utr: '123456789012', note: 'No such credit on 21 Nov.' })}
        payee={PAYEE}
      />,
    );
    expect(screen.getByText('Not received')).toBeTruthy();
    expect(screen.getByText('The academy could not find this payment')).toBeTruthy();
    expect(screen.getByText("The academy's note: No such credit on 21 Nov.")).toBeTruthy();
  });

  it("rejected because the seat's hold ran out: says the seat went back", () => {
    renderIn(
      <PayPanel
        payment={payment({ state: 'rejected', note: 'hold expired', dues: [due({ state: 'cancelled' })] })}
        payee={PAYEE}
      />,
    );
    expect(screen.getByText("The seat's hold ended before a payment came")).toBeTruthy();
    expect(screen.queryByText(/hold expired/)).toBeNull();
  });

  it('refunded and waived', () => {
    renderIn(<PayPanel payment={payment({ state: 'refunded', note: 'Event cancelled.' })} payee={PAYEE} />);
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.getByText('This payment was refunded.')).toBeTruthy();
    expect(screen.getByText("The academy's note: Event cancelled.")).toBeTruthy();
    cleanup();

    renderIn(<PayPanel payment={payment({ state: 'waived', method: 'waiver' })} payee={PAYEE} />);
    expect(screen.getByText('Waived')).toBeTruthy();
    expect(screen.getByText('The academy waived this payment: there is nothing to pay.')).toBeTruthy();
  });
});
