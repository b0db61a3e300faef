import type { Due, Payment } from '@academy/contract';

// What the payments feature's tests pay: one event's entry fee of ₹500 on a pending UPI payment, to the academy below.

export const PAYEE = { vpa: 'kaizen.academy@okhdfc', payeeName: 'Kaizen Karate Academy' };

export function due(overrides: Partial<Due> = {}): Due {
  return {
    id: 'd1',
    kind: 'event',
    fighterId: null,
    fighterName: 'Mira Rao',
    item: 'Inter-dojo cup',
    period: null,
    batchId: null,
    bookingCode: 'BK-1234',
    amountPaise: 50_000,
    dueDay: '2026-11-20',
    holdUntil: null,
    state: 'open',
    paymentId: 'pay1',
    paymentState: 'pending',
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay1',
    reference: 'P-7F3K9Q',
    state: 'pending',
    method: 'upi',
    amountPaise: 50_000,
    payerName: 'Asha Rao',
    payerEmail: 'asha@example.com',
    utr: null,
    hasScreenshot: false,
    note: null,
    receiptNumber: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    submittedAt: null,
    decidedAt: null,
    paidAt: null,
    dues: [due()],
    ...overrides,
  };
}
