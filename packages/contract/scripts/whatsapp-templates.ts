// npx tsx packages/contract/scripts/whatsapp-templates.ts: writes docs/whatsapp-templates.json, the WhatsApp
// templates the academy submits for approval, from the product's texts (a test checks the file is current).
import fs from 'node:fs';
import path from 'node:path';
import { whatsAppSubmission } from '../src/messaging/whatsapp-submission.ts';

const file = path.resolve(import.meta.dirname, '../../../docs/whatsapp-templates.json');
fs.writeFileSync(file, `${JSON.stringify(whatsAppSubmission(), null, 2)}\n`);
console.log(`wrote ${whatsAppSubmission().length} templates to ${file}`);
