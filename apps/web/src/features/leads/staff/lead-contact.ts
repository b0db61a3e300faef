import { useQuery } from '@tanstack/react-query';
import { setupI18n } from '@lingui/core';
import {
  ACADEMY_NAME,
  formattingLocale,
  internationalDigits,
  LEAD_INVITE_PARAM,
  type Language,
  type Lead,
  type MessageKey,
} from '@academy/contract';
import { loadArea } from 'virtual:messages/loaders';
import type { MessageValues } from '../../../lib/i18n.ts';

/** Words a message of the admin area in one language, whatever the page's. */
export type Say = (key: MessageKey, values?: MessageValues) => string;

/**
 * The admin area's messages in `language`: a WhatsApp message goes out in the language the family asked in, which
 * need not be the admin's. Loaded once per language; undefined until they are there.
 */
export function useWordsIn(language: Language): Say | undefined {
  return useQuery({
    queryKey: ['admin-words', language],
    queryFn: async (): Promise<Say> => {
      const words = setupI18n({
        locale: language,
        locales: [formattingLocale(language)],
        messages: { [language]: await loadArea(language, 'admin') },
      });
      return (key, values) => words._(key, values);
    },
    staleTime: Infinity,
  }).data;
}

type ContactedLead = Pick<Lead, 'name' | 'batchName' | 'mobileNumber' | 'state' | 'inviteToken' | 'accountId'>;

/**
 * The lead's own sign-up link: its secret fills in the name, the student's age and the batch, and links the lead to
 * the account made (GetLeadInvite, CreateFighter's leadToken).
 */
export const signUpLink = (lead: Pick<Lead, 'inviteToken'>, origin = window.location.origin) =>
  `${origin}/fighter/signup?${LEAD_INVITE_PARAM}=${encodeURIComponent(lead.inviteToken)}`;

/** After the trial, a family without an account yet is asked to join, with its sign-up link. */
const askToJoin = (lead: ContactedLead) => (lead.state === 'attended' || lead.state === 'lost') && !lead.accountId;

/**
 * The academy's message, in the family's language, ready to send from the admin's WhatsApp: before the trial, which
 * day suits them; after it, the sign-up link; once joined, a greeting.
 */
export function whatsAppText(lead: ContactedLead, say: Say): string {
  const names = { name: lead.name, academy: ACADEMY_NAME };
  if (lead.state === 'joined') return say('admin.leads.whatsappTextJoined', names);
  if (askToJoin(lead)) return say('admin.leads.whatsappTextJoin', { ...names, link: signUpLink(lead) });
  return lead.batchName
    ? say('admin.leads.whatsappTextBatch', { ...names, batch: lead.batchName })
    : say('admin.leads.whatsappText', names);
}

export const whatsAppHref = (lead: ContactedLead, say: Say) =>
  `https://wa.me/${internationalDigits(lead.mobileNumber)}?text=${encodeURIComponent(whatsAppText(lead, say))}`;

const UNITS: readonly [unit: Intl.RelativeTimeFormatUnit, seconds: number, below: number][] = [
  ['second', 1, 60],
  ['minute', 60, 60 * 60],
  ['hour', 60 * 60, 24 * 60 * 60],
  ['day', 24 * 60 * 60, 7 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60, 30 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60, 365 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60, Infinity],
];
const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();

/** "3 hours ago", "yesterday", "2 weeks ago" in the reader's language; a minute's difference is "now". */
export function relativeTime(iso: string, now: number, language: Language): string {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(formattingLocale(language), { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  const seconds = (Date.parse(iso) - now) / 1000;
  const [unit, size] = UNITS.find(([, , below]) => Math.abs(seconds) < below)!;
  return format.format(unit === 'second' ? 0 : Math.round(seconds / size), unit);
}
