import { auditLogReplySchema, auditQuerySchema } from './audit.ts';
import type { AUDIT_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/** The schemas of the endpoints of the audit log: their rows of ENDPOINT_SCHEMAS. */
export const AUDIT_ENDPOINT_SCHEMAS = {
  GetAuditLog: { querystring: auditQuerySchema, reply: auditLogReplySchema },
} as const satisfies PartSchemas<typeof AUDIT_ENDPOINTS>;
