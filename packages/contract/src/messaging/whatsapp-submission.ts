// Zod-free: the WhatsApp templates as the academy submits them for approval (Meta's message template format).
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { MESSAGE_KINDS, MESSAGE_TEMPLATES } from './templates.ts';

/**
 * Every kind's template in every language, in the shape of the WhatsApp Business Management API's message template
 * (name, language, category, a BODY component with an example per placeholder). docs/whatsapp-templates.json is
 * this list; a test keeps the file and the product's texts the same.
 */
export function whatsAppSubmission() {
  return MESSAGE_KINDS.flatMap((kind) => {
    const template = MESSAGE_TEMPLATES[kind];
    return LANGUAGE_CODES.map((language) => ({
      name: template.name,
      language,
      category: template.category.toUpperCase(),
      components: [
        {
          type: 'BODY',
          text: template.body[language],
          example: { body_text: [template.parameters.map((parameter) => `[${parameter}]`)] },
        },
      ],
    }));
  });
}
