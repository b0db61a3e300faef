import { idParamSchema } from '../shared/common.ts';
import {
  gradingFieldsSchema,
  gradingReplySchema,
  gradingsReplySchema,
  inviteCandidatesRequestSchema,
  recordResultsRequestSchema,
} from './gradings.ts';
import {
  certificateReplySchema,
  fighterRanksReplySchema,
  promotionReplySchema,
  rankClaimsReplySchema,
  ranksReplySchema,
  recordPromotionRequestSchema,
  saveRanksRequestSchema,
  verifyCertificateParamsSchema,
  verifyCertificateReplySchema,
} from './ranks.ts';
import type { RANKS_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/** The schemas of the endpoints of ranks, certificates and gradings: their rows of ENDPOINT_SCHEMAS. */
export const RANKS_ENDPOINT_SCHEMAS = {
  GetRanks: { reply: ranksReplySchema },
  SaveRanks: { body: saveRanksRequestSchema, reply: ranksReplySchema },
  GetRankClaims: { reply: rankClaimsReplySchema },
  GetFighterRanks: { params: idParamSchema, reply: fighterRanksReplySchema },
  RecordPromotion: { body: recordPromotionRequestSchema, reply: promotionReplySchema },
  GetCertificate: { params: idParamSchema, reply: certificateReplySchema },
  VerifyCertificate: { params: verifyCertificateParamsSchema, reply: verifyCertificateReplySchema },
  GetGradings: { reply: gradingsReplySchema },
  GetGrading: { params: idParamSchema, reply: gradingReplySchema },
  CreateGrading: { body: gradingFieldsSchema, reply: gradingReplySchema },
  UpdateGrading: { params: idParamSchema, body: gradingFieldsSchema, reply: gradingReplySchema },
  InviteCandidates: { params: idParamSchema, body: inviteCandidatesRequestSchema, reply: gradingReplySchema },
  RecordGradingResults: { params: idParamSchema, body: recordResultsRequestSchema, reply: gradingReplySchema },
  ProposeGradingResults: { params: idParamSchema, body: recordResultsRequestSchema, reply: gradingReplySchema },
} as const satisfies PartSchemas<typeof RANKS_ENDPOINTS>;
