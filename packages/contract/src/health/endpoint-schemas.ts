import { healthReplySchema, livenessReplySchema } from './health.ts';
import type { HEALTH_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/** The schemas of the endpoints of the health probes: their rows of ENDPOINT_SCHEMAS. */
export const HEALTH_ENDPOINT_SCHEMAS = {
  GetReadiness: { reply: healthReplySchema },
  GetLiveness: { reply: livenessReplySchema },
} as const satisfies PartSchemas<typeof HEALTH_ENDPOINTS>;
