// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { endpoint } from './endpoint.ts';
import type { Envelope } from './common.ts';

/**
 * The endpoints of both kinds of account: logging out everywhere: their rows of ENDPOINTS (../endpoints.ts), keyed by
 * operationId (decision 013).
 */
export const SHARED_ENDPOINTS = {
  LogoutEverywhere: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Sessions/LogoutEverywhere',
    access: 'user',
    tag: 'sessions',
    errors: [429],
  }),
} as const;
