import type { Due, Payment } from '@academy/contract';

/** A due as the API sends it: an event's entry fee unless told otherwise. */
export function dueFixture(overrides: Partial<Due> = {}): Due {
  return {
    id: 'd1',
    kind: 'event',
    fighterId: 'f1',
    fighterName: 'Asha Kulkarni',
    item: 'Inter-dojo Kata Cup',
    period: null,
    batchId: null,
    bookingCode: 'KKA-7F3K',
    amountPaise: 50_000,
    dueDay: '2026-11-20',
    holdUntil: null,
    state: 'open',
    paymentId: 'p1',
    paymentState: 'submitted',
    ...overrides,
  };
}

/** A payment as the API sends it: a UTR submitted for one event's fee unless told otherwise. */
export function paymentFixture(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'p1',
    reference: 'P-2F9HWH',
    state: 'submitted',
    method: 'upi',
    amountPaise: 50_000,
    payerName: 'Asha Kulkarni',
    payerEmail: 'asha@example.in',
    utr: '412300181459',
    hasScreenshot: false,
    note: null,
    receiptNumber: null,
    createdAt: '2026-11-24T04:00:00.000Z',
    submittedAt: '2026-11-24T04:10:00.000Z',
    decidedAt: null,
    paidAt: null,
    dues: [dueFixture()],
    ...overrides,
  };
}
