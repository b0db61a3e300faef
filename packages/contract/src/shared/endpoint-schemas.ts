import { envelopeSchema } from './common.ts';
import type { SHARED_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from './endpoint-schema-types.ts';

/** The schemas of the endpoints of both kinds of account: logging out everywhere: their rows of ENDPOINT_SCHEMAS. */
export const SHARED_ENDPOINT_SCHEMAS = {
  LogoutEverywhere: { reply: envelopeSchema },
} as const satisfies PartSchemas<typeof SHARED_ENDPOINTS>;
