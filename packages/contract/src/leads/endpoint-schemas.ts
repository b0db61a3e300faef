import { envelopeSchema, idParamSchema } from '../shared/common.ts';
import { leadInviteRequestSchema } from './lead-invite.ts';
import {
  bookTrialRequestSchema,
  convertLeadReplySchema,
  convertLeadRequestSchema,
  leadInviteReplySchema,
  leadReplySchema,
  leadsQuerySchema,
  leadsReplySchema,
  updateLeadRequestSchema,
} from './leads.ts';
import type { LEADS_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/** The schemas of the endpoints of trial leads and their sign-up links: their rows of ENDPOINT_SCHEMAS. */
export const LEADS_ENDPOINT_SCHEMAS = {
  BookTrial: { body: bookTrialRequestSchema, reply: envelopeSchema },
  GetLeadInvite: { body: leadInviteRequestSchema, reply: leadInviteReplySchema },
  GetLeads: { querystring: leadsQuerySchema, reply: leadsReplySchema },
  UpdateLead: { params: idParamSchema, body: updateLeadRequestSchema, reply: leadReplySchema },
  ConvertLead: { params: idParamSchema, body: convertLeadRequestSchema, reply: convertLeadReplySchema },
} as const satisfies PartSchemas<typeof LEADS_ENDPOINTS>;
