// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { endpoint } from '../shared/endpoint.ts';
import type { Envelope } from '../shared/common.ts';
import type { EmailOutboxQuery, EmailOutboxReply } from './outbox.ts';

/**
 * The endpoints of the email outbox: their rows of ENDPOINTS (../endpoints.ts), keyed by operationId (decision 013).
 */
export const OUTBOX_ENDPOINTS = {
  GetEmailOutbox: endpoint<EmailOutboxReply, undefined, EmailOutboxQuery>()({
    method: 'GET',
    path: '/api/Admin/GetEmailOutbox',
    access: 'admin',
    tag: 'outbox',
  }),
  RetryEmail: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Admin/RetryEmail/:id',
    access: 'admin',
    tag: 'outbox',
    errors: [404, 409],
  }),
} as const;
