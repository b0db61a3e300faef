import {
  dltTemplateText,
  LANGUAGE_CODES,
  MESSAGE_KINDS,
  MESSAGE_TEMPLATES,
  type MessageKind,
  type MessageSettings,
} from '@academy/contract';
import type { ApprovedTemplate } from './whatsapp-cloud.ts';

/** The product's templates as Meta would have approved them: every kind in every language. */
export function approvedWhatsAppTemplates(): ApprovedTemplate[] {
  return MESSAGE_KINDS.flatMap((kind) =>
    LANGUAGE_CODES.map((language) => ({
      name: MESSAGE_TEMPLATES[kind].name,
      language,
      parameterCount: MESSAGE_TEMPLATES[kind].parameters.length,
    })),
  );
}

/** A made-up 19-digit DLT template id for a kind's text in a language, the same in every test. */
export function dltTemplateId(kind: MessageKind, language: string): string {
  const n = MESSAGE_KINDS.indexOf(kind) * 10 + LANGUAGE_CODES.indexOf(language as never);
  return `1107${String(n).padStart(15, '0')}`;
}

/** What the academy registered on the DLT portal: template id -> text with {#var#}. */
export function registeredDltTemplates(): Record<string, string> {
  return Object.fromEntries(
    MESSAGE_KINDS.flatMap((kind) =>
      LANGUAGE_CODES.map((language) => [dltTemplateId(kind, language), dltTemplateText(kind, language)]),
    ),
  );
}

/** A kind switched on with those registered ids, by the given channels. */
export function kindOn(kind: MessageKind, channels: MessageSettings['kinds'][MessageKind]['channels']) {
  return {
    on: true,
    channels,
    smsTemplateIds: {
      en: dltTemplateId(kind, 'en'),
      hi: dltTemplateId(kind, 'hi'),
      mr: dltTemplateId(kind, 'mr'),
    },
  };
}
