// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { endpoint } from '../shared/endpoint.ts';
import type { AuditLogReply, AuditQuery } from './audit.ts';

/** The endpoints of the audit log: their rows of ENDPOINTS (../endpoints.ts), keyed by operationId (decision 013). */
export const AUDIT_ENDPOINTS = {
  GetAuditLog: endpoint<AuditLogReply, undefined, AuditQuery>()({
    method: 'GET',
    path: '/api/Admin/GetAuditLog',
    access: 'admin',
    tag: 'audit',
  }),
} as const;
