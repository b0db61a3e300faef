import { useQuery } from '@tanstack/react-query';
import { setupI18n } from '@lingui/core';
import { ACADEMY_NAME, formattingLocale, type Language, type Lead, type MessageKey } from '@academy/contract';
import { loadArea } from 'virtual:messages/loaders';
import type { MessageValues } from '../../lib/i18n.ts';

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

/** Indian mobile numbers are stored as their 10 digits. */
export const callHref = (lead: Pick<Lead, 'mobileNumber'>) => `tel:+91${lead.mobileNumber}`;

/** "+91 98765 43210", as a number is read out. */
export const mobileText = (mobileNumber: string) =>
  `+91 ${mobileNumber.slice(0, 5)} ${mobileNumber.slice(5)}`.trimEnd();

/** The academy's first message about the trial, in the family's language, ready to send from the admin's WhatsApp. */
export function whatsAppText(lead: Pick<Lead, 'name' | 'batchName'>, say: Say): string {
  return lead.batchName
    ? say('admin.leads.whatsappTextBatch', { name: lead.name, academy: ACADEMY_NAME, batch: lead.batchName })
    : say('admin.leads.whatsappText', { name: lead.name, academy: ACADEMY_NAME });
}

export const whatsAppHref = (lead: Pick<Lead, 'name' | 'batchName' | 'mobileNumber'>, say: Say) =>
  `https://wa.me/91${lead.mobileNumber}?text=${encodeURIComponent(whatsAppText(lead, say))}`;

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
