import {
  forgotPasswordRequestSchema,
  loginReplySchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
} from '../shared/auth.ts';
import { envelopeSchema, idParamSchema } from '../shared/common.ts';
import { eraseFighterReplySchema, eraseFighterRequestSchema, fighterDataExportReplySchema } from './data-rights.ts';
import {
  addChildReplySchema,
  addChildRequestSchema,
  consentReplySchema,
  consentTokenRequestSchema,
  familyReplySchema,
  fightersQuerySchema,
  fightersReplySchema,
} from './families.ts';
import {
  createFighterReplySchema,
  fighterImageReplySchema,
  fighterReplySchema,
  setFighterLanguageRequestSchema,
  signUpRequestSchema,
  updateFighterRequestSchema,
} from './fighters.ts';
import type { FAMILIES_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/**
 * The schemas of the endpoints of fighters, families, their consents and their data, and a fighter's login: their rows
 * of ENDPOINT_SCHEMAS.
 */
export const FAMILIES_ENDPOINT_SCHEMAS = {
  FighterLogin: { body: loginRequestSchema, reply: loginReplySchema },
  CreateFighter: { body: signUpRequestSchema, reply: createFighterReplySchema },
  FighterForgotPassword: { body: forgotPasswordRequestSchema, reply: envelopeSchema },
  FighterResetPassword: { body: resetPasswordRequestSchema, reply: envelopeSchema },
  GetFighterDetailsById: { params: idParamSchema, reply: fighterReplySchema },
  UpdateFighterDetails: { params: idParamSchema, body: updateFighterRequestSchema, reply: fighterReplySchema },
  UpdateFighterProfileImage: { params: idParamSchema, reply: fighterImageReplySchema },
  SetFighterLanguage: { params: idParamSchema, body: setFighterLanguageRequestSchema, reply: envelopeSchema },
  GetFighterProfileImage: { params: idParamSchema, reply: fighterImageReplySchema },
  GetAllFighters: { querystring: fightersQuerySchema, reply: fightersReplySchema },
  ExportFighterData: { params: idParamSchema, reply: fighterDataExportReplySchema },
  EraseFighter: { params: idParamSchema, body: eraseFighterRequestSchema, reply: eraseFighterReplySchema },
  GetFamily: { reply: familyReplySchema },
  AddChild: { body: addChildRequestSchema, reply: addChildReplySchema },
  RequestChildConsent: { params: idParamSchema, reply: envelopeSchema },
  WithdrawChildConsent: { params: idParamSchema, reply: envelopeSchema },
  GetConsent: { body: consentTokenRequestSchema, reply: consentReplySchema },
  ConfirmConsent: { body: consentTokenRequestSchema, reply: consentReplySchema },
  WithdrawConsent: { body: consentTokenRequestSchema, reply: consentReplySchema },
} as const satisfies PartSchemas<typeof FAMILIES_ENDPOINTS>;
