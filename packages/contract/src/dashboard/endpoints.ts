// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { endpoint } from '../shared/endpoint.ts';
import type { DashboardReply } from './dashboard.ts';

/**
 * The endpoints of the owner's dashboard: their rows of ENDPOINTS (../endpoints.ts), keyed by operationId (decision
 * 013).
 */
export const DASHBOARD_ENDPOINTS = {
  GetDashboard: endpoint<DashboardReply>()({
    method: 'GET',
    path: '/api/Admin/GetDashboard',
    access: 'admin',
    tag: 'dashboard',
  }),
} as const;
