import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, MESSAGE_TEMPLATES } from './templates.ts';
import { whatsAppSubmission } from './whatsapp-submission.ts';

const FILE = path.resolve(import.meta.dirname, '../../../../docs/whatsapp-templates.json');

describe('the WhatsApp templates the academy submits', () => {
  it('are the product texts: docs/whatsapp-templates.json is whatsAppSubmission() (write it again when a text changes)', () => {
    const written = JSON.parse(fs.readFileSync(FILE, 'utf8')) as unknown;
    expect(written).toEqual(whatsAppSubmission());
  });

  it('give each template as many examples as placeholders, numbered from 1 without a gap, in every language', () => {
    for (const kind of MESSAGE_KINDS) {
      const template = MESSAGE_TEMPLATES[kind];
      expect(template.name).toMatch(/^[a-z0-9_]{1,512}$/);
      for (const body of Object.values(template.body)) {
        const used = [...new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1])))].sort(
          (a, b) => a - b,
        );
        expect(used, `${kind}: ${body}`).toEqual(template.parameters.map((_, index) => index + 1));
      }
      if (template.link) expect(template.link).toBeLessThanOrEqual(template.parameters.length);
    }
  });
});
