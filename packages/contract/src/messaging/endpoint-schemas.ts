import { idParamSchema } from '../shared/common.ts';
import {
  messageConsentsReplySchema,
  messageSettingsReplySchema,
  messageSettingsSchema,
  messagesQuerySchema,
  messagesReplySchema,
  remindFeesReplySchema,
  setMessageConsentSchema,
  stopMessagesReplySchema,
  stopMessagesSchema,
} from './messaging.ts';
import type { MESSAGING_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/** The schemas of the messaging endpoints: their rows of ENDPOINT_SCHEMAS. */
export const MESSAGING_ENDPOINT_SCHEMAS = {
  GetMessageSettings: { reply: messageSettingsReplySchema },
  SaveMessageSettings: { body: messageSettingsSchema, reply: messageSettingsReplySchema },
  ListMessages: { querystring: messagesQuerySchema, reply: messagesReplySchema },
  RemindFeesNow: { reply: remindFeesReplySchema },
  GetMyMessageConsents: { reply: messageConsentsReplySchema },
  SetMyMessageConsent: { body: setMessageConsentSchema, reply: messageConsentsReplySchema },
  GetFamilyMessageConsents: { params: idParamSchema, reply: messageConsentsReplySchema },
  SetFamilyMessageConsent: { params: idParamSchema, body: setMessageConsentSchema, reply: messageConsentsReplySchema },
  StopMessages: { body: stopMessagesSchema, reply: stopMessagesReplySchema },
} as const satisfies PartSchemas<typeof MESSAGING_ENDPOINTS>;
