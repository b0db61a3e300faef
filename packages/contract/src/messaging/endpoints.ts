// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { endpoint } from '../shared/endpoint.ts';
import type {
  MessageConsentsReply,
  MessageSettings,
  MessageSettingsReply,
  MessagesQuery,
  MessagesReply,
  RemindFeesReply,
  SetMessageConsentRequest,
  StopMessagesReply,
  StopMessagesRequest,
} from './messaging.ts';

/** The endpoints of WhatsApp, SMS and email messages to families (decision 064): their rows of ENDPOINTS. */
export const MESSAGING_ENDPOINTS = {
  GetMessageSettings: endpoint<MessageSettingsReply>()({
    method: 'GET',
    path: '/api/Messages/GetMessageSettings',
    access: 'admin',
    tag: 'messaging',
  }),
  SaveMessageSettings: endpoint<MessageSettingsReply, MessageSettings>()({
    method: 'PUT',
    path: '/api/Messages/SaveMessageSettings',
    access: 'admin',
    body: 'json',
    tag: 'messaging',
  }),
  ListMessages: endpoint<MessagesReply, undefined, MessagesQuery>()({
    method: 'GET',
    path: '/api/Messages/ListMessages',
    access: 'admin',
    tag: 'messaging',
  }),
  RemindFeesNow: endpoint<RemindFeesReply>()({
    method: 'POST',
    path: '/api/Messages/RemindFeesNow',
    access: 'admin',
    tag: 'messaging',
  }),
  GetMyMessageConsents: endpoint<MessageConsentsReply>()({
    method: 'GET',
    path: '/api/Messages/GetMyMessageConsents',
    access: 'user',
    tag: 'messaging',
  }),
  SetMyMessageConsent: endpoint<MessageConsentsReply, SetMessageConsentRequest>()({
    method: 'PUT',
    path: '/api/Messages/SetMyMessageConsent',
    access: 'user',
    body: 'json',
    tag: 'messaging',
  }),
  GetFamilyMessageConsents: endpoint<MessageConsentsReply>()({
    method: 'GET',
    path: '/api/Messages/GetFamilyMessageConsents/:id',
    access: 'admin',
    tag: 'messaging',
    errors: [404],
  }),
  SetFamilyMessageConsent: endpoint<MessageConsentsReply, SetMessageConsentRequest>()({
    method: 'PUT',
    path: '/api/Messages/SetFamilyMessageConsent/:id',
    access: 'admin',
    body: 'json',
    tag: 'messaging',
    errors: [404],
  }),
  StopMessages: endpoint<StopMessagesReply, StopMessagesRequest>()({
    method: 'POST',
    path: '/api/Messages/StopMessages',
    access: 'public',
    body: 'json',
    tag: 'messaging',
    errors: [404],
  }),
} as const;
