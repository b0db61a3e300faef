// Zod-free: the message kinds and their texts, read by the server (to send), the web (to preview) and the script
// that writes the WhatsApp templates file the academy submits for approval.
import type { Language } from '../i18n/languages.ts';

/** What the academy sends to families besides the emails of an account's own actions (decision 064). */
export const MESSAGE_KINDS = [
  'feeReminder',
  'classCancelled',
  'absenceAlert',
  'trialConfirmed',
  'trialTomorrow',
  'trialFollowUp',
  'eventReminder',
  'seatOffered',
  'gradingInvitation',
  'gradingResult',
  'tournamentResult',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * WhatsApp's two categories as Meta prices and approves them: utility follows something the family did or owes
 * (a fee, a booking, a class), marketing invites. Marketing is never sent to a child and needs its own opt-in.
 */
export type TemplateCategory = 'utility' | 'marketing';

export interface MessageTemplate {
  /** The template's name as submitted to Meta: lower case and underscores. */
  name: string;
  category: TemplateCategory;
  /** Sent even in quiet hours (21:00-08:00 IST): waiting until morning would lose what it offers. */
  timeCritical: boolean;
  /** What each numbered placeholder {{1}}, {{2}} ... holds, in order (for the academy's reviewer). */
  parameters: readonly string[];
  /**
   * The placeholder (1-based) holding a link, if any. A DLT template's placeholder takes at most 30 characters, so
   * an SMS carries the site's address there instead of the whole link.
   */
  link?: number;
  /**
   * The body in each language, with {{n}} placeholders. The SMS text is the same body (DLT templates write a
   * placeholder as {#var#}), so a family reads the same words on either channel.
   */
  body: Readonly<Record<Language, string>>;
}

export const MESSAGE_TEMPLATES: Readonly<Record<MessageKind, MessageTemplate>> = {
  feeReminder: {
    name: 'kaizen_fee_reminder',
    category: 'utility',
    timeCritical: false,
    parameters: ['payer name', 'trainees', 'total', 'when it is due', 'pay link'],
    link: 5,
    body: {
      en: 'Hello {{1}}, the class fees of {{2}}, {{3}}, are due {{4}}. Pay by UPI here: {{5}} - Kaizen Karate Academy',
      hi: 'नमस्ते {{1}}, {{2}} की कक्षा फ़ीस {{3}} {{4}} देय है। यहाँ UPI से भुगतान करें: {{5}} - काइज़ेन कराटे अकादमी',
      mr: 'नमस्कार {{1}}, {{2}} ची वर्ग फी {{3}} {{4}} देय आहे. येथे UPI ने भरा: {{5}} - काइझेन कराटे अकादमी',
    },
  },
  classCancelled: {
    name: 'kaizen_class_cancelled',
    category: 'utility',
    timeCritical: true,
    parameters: ['name', 'batch', 'day', 'reason'],
    body: {
      en: 'Hello {{1}}, the {{2}} class on {{3}} is cancelled: {{4}}. - Kaizen Karate Academy',
      hi: 'नमस्ते {{1}}, {{3}} की {{2}} कक्षा रद्द है: {{4}}। - काइज़ेन कराटे अकादमी',
      mr: 'नमस्कार {{1}}, {{3}} चा {{2}} वर्ग रद्द आहे: {{4}}. - काइझेन कराटे अकादमी',
    },
  },
  absenceAlert: {
    name: 'kaizen_absence_alert',
    category: 'utility',
    timeCritical: false,
    parameters: ['name', 'trainee', 'classes missed', 'batch'],
    body: {
      en: 'Hello {{1}}, {{2}} has missed the last {{3}} classes of {{4}}. Is all well? Reply here or call the academy. - Kaizen Karate Academy',
      hi: 'नमस्ते {{1}}, {{2}} {{4}} की पिछली {{3}} कक्षाओं में नहीं आए। सब ठीक है? यहाँ जवाब दें या अकादमी को फ़ोन करें। - काइज़ेन कराटे अकादमी',
      mr: 'नमस्कार {{1}}, {{2}} {{4}} च्या मागील {{3}} वर्गांना आले नाहीत. सर्व ठीक आहे ना? येथे उत्तर द्या किंवा अकादमीला फोन करा. - काइझेन कराटे अकादमी',
    },
  },
  trialConfirmed: {
    name: 'kaizen_trial_confirmed',
    category: 'utility',
    timeCritical: false,
    parameters: ['name', 'batch', 'when'],
    body: {
      en: 'Hello {{1}}, your free trial class is booked: {{2}}, {{3}}. Wear comfortable clothes and bring water. - Kaizen Karate Academy',
      hi: 'नमस्ते {{1}}, आपकी मुफ़्त ट्रायल कक्षा तय है: {{2}}, {{3}}। आरामदायक कपड़े पहनें और पानी लाएँ। - काइज़ेन कराटे अकादमी',
      mr: 'नमस्कार {{1}}, तुमचा मोफत ट्रायल वर्ग ठरला आहे: {{2}}, {{3}}. आरामदायक कपडे घाला आणि पाणी आणा. - काइझेन कराटे अकादमी',
    },
  },
  trialTomorrow: {
    name: 'kaizen_trial_tomorrow',
    category: 'utility',
    timeCritical: false,
    parameters: ['name', 'batch', 'when'],
    body: {
      en: 'Hello {{1}}, see you tomorrow at your trial class: {{2}}, {{3}}. - Kaizen Karate Academy',
      hi: 'नमस्ते {{1}}, कल आपकी ट्रायल कक्षा में मिलते हैं: {{2}}, {{3}}। - काइज़ेन कराटे अकादमी',
      mr: 'नमस्कार {{1}}, उद्या तुमच्या ट्रायल वर्गात भेटू: {{2}}, {{3}}. - काइझेन कराटे अकादमी',
    },
  },
  trialFollowUp: {
    name: 'kaizen_trial_follow_up',
    category: 'marketing',
    timeCritical: false,
    parameters: ['name', 'classes link'],
    link: 2,
    body: {
      en: 'Hello {{1}}, thank you for trying a class with us. Join a batch whenever you are ready: {{2}} - Kaizen Karate Academy',
      hi: 'नमस्ते {{1}}, हमारे साथ कक्षा आज़माने के लिए धन्यवाद। जब चाहें बैच से जुड़ें: {{2}} - काइज़ेन कराटे अकादमी',
      mr: 'नमस्कार {{1}}, आमच्यासोबत वर्ग करून पाहिल्याबद्दल धन्यवाद. हवे तेव्हा बॅचमध्ये सामील व्हा: {{2}} - काइझेन कराटे अकादमी',
    },
  },
  eventReminder: {
    name: 'kaizen_event_reminder',
    category: 'utility',
    timeCritical: false,
    parameters: ['name', 'event', 'when', 'place'],
    body: {
      en: 'Hello {{1}}, a reminder: {{2}} is on {{3}} at {{4}}. Bring your ticket (QR code). - Kaizen Karate Academy',
      hi: 'नमस्ते {{1}}, याद दिलाना: {{2}} {{3}} को {{4}} में है। अपना टिकट (QR कोड) साथ लाएँ। - काइज़ेन कराटे अकादमी',
      mr: 'नमस्कार {{1}}, आठवण: {{2}} {{3}} रोजी {{4}} येथे आहे. तुमचे तिकीट (QR कोड) सोबत आणा. - काइझेन कराटे अकादमी',
    },
  },
  seatOffered: {
    name: 'kaizen_seat_offered',
    category: 'utility',
    timeCritical: true,
    parameters: ['name', 'event', 'until', 'link'],
    link: 4,
    body: {
      en: 'Hello {{1}}, a seat at {{2}} is free and held for you until {{3}}. Claim it here: {{4}} - Kaizen Karate Academy',
      hi: 'नमस्ते {{1}}, {{2}} में एक सीट ख़ाली है और {{3}} तक आपके लिए रखी है। यहाँ लें: {{4}} - काइज़ेन कराटे अकादमी',
      mr: 'नमस्कार {{1}}, {{2}} मध्ये एक जागा रिकामी आहे आणि {{3}} पर्यंत तुमच्यासाठी राखली आहे. येथे घ्या: {{4}} - काइझेन कराटे अकादमी',
    },
  },
  gradingInvitation: {
    name: 'kaizen_grading_invitation',
    category: 'utility',
    timeCritical: false,
    parameters: ['name', 'trainee', 'grading', 'when'],
    body: {
      en: 'Hello {{1}}, {{2}} is invited to {{3}} on {{4}}. - Kaizen Karate Academy',
      hi: 'नमस्ते {{1}}, {{2}} को {{4}} को {{3}} के लिए आमंत्रित किया गया है। - काइज़ेन कराटे अकादमी',
      mr: 'नमस्कार {{1}}, {{2}} यांना {{4}} रोजी {{3}} साठी आमंत्रित केले आहे. - काइझेन कराटे अकादमी',
    },
  },
  gradingResult: {
    name: 'kaizen_grading_result',
    category: 'utility',
    timeCritical: false,
    parameters: ['name', 'trainee', 'rank'],
    body: {
      en: 'Hello {{1}}, congratulations: {{2}} has passed and is now {{3}}. - Kaizen Karate Academy',
      hi: 'नमस्ते {{1}}, बधाई हो: {{2}} उत्तीर्ण हुए और अब {{3}} हैं। - काइज़ेन कराटे अकादमी',
      mr: 'नमस्कार {{1}}, अभिनंदन: {{2}} उत्तीर्ण झाले आणि आता {{3}} आहेत. - काइझेन कराटे अकादमी',
    },
  },
  tournamentResult: {
    name: 'kaizen_tournament_result',
    category: 'utility',
    timeCritical: false,
    parameters: ['name', 'fighter', 'tournament', 'placing'],
    body: {
      en: 'Hello {{1}}, {{2}} placed {{4}} at {{3}}. Well fought! - Kaizen Karate Academy',
      hi: 'नमस्ते {{1}}, {{2}} ने {{3}} में {{4}} स्थान पाया। बहुत अच्छा लड़े! - काइज़ेन कराटे अकादमी',
      mr: 'नमस्कार {{1}}, {{2}} यांनी {{3}} मध्ये {{4}} स्थान मिळवले. छान लढत! - काइझेन कराटे अकादमी',
    },
  },
};

/** A template's body with its placeholders filled: what the family reads, on WhatsApp, by SMS or in a preview. */
export function fillTemplate(kind: MessageKind, language: Language, values: readonly string[]): string {
  return MESSAGE_TEMPLATES[kind].body[language].replace(
    /\{\{(\d+)\}\}/g,
    (_, n: string) => values[Number(n) - 1] ?? '',
  );
}

/** A DLT template's placeholder takes at most this many characters. */
export const DLT_VARIABLE_MAX = 30;

/**
 * The values as an SMS carries them: the link as its site's address (the DLT portal whitelists the site, and a
 * whole link is longer than a placeholder may be), every value cut to DLT_VARIABLE_MAX characters.
 */
export function smsValues(kind: MessageKind, values: readonly string[]): string[] {
  const link = MESSAGE_TEMPLATES[kind].link;
  return values.map((value, index) => {
    const shown = index + 1 === link && URL.canParse(value) ? new URL(value).host : value;
    return [...shown].slice(0, DLT_VARIABLE_MAX).join('');
  });
}

/** The body as a DLT template is registered: each placeholder written {#var#}. */
export function dltTemplateText(kind: MessageKind, language: Language): string {
  return MESSAGE_TEMPLATES[kind].body[language].replace(/\{\{\d+\}\}/g, '{#var#}');
}
