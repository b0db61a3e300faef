// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { endpoint } from '../shared/endpoint.ts';
import type { HealthReply, LivenessReply } from './health.ts';

/**
 * The endpoints of the health probes: their rows of ENDPOINTS (../endpoints.ts), keyed by operationId (decision 013).
 */
export const HEALTH_ENDPOINTS = {
  GetReadiness: endpoint<HealthReply>()({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'health',
    errors: [503],
  }),
  GetLiveness: endpoint<LivenessReply>()({ method: 'GET', path: '/api/health/live', access: 'public', tag: 'health' }),
} as const;
