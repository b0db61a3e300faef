import { envelopeSchema, idParamSchema } from '../shared/common.ts';
import { emailOutboxQuerySchema, emailOutboxReplySchema } from './outbox.ts';
import type { OUTBOX_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/** The schemas of the endpoints of the email outbox: their rows of ENDPOINT_SCHEMAS. */
export const OUTBOX_ENDPOINT_SCHEMAS = {
  GetEmailOutbox: { querystring: emailOutboxQuerySchema, reply: emailOutboxReplySchema },
  RetryEmail: { params: idParamSchema, reply: envelopeSchema },
} as const satisfies PartSchemas<typeof OUTBOX_ENDPOINTS>;
