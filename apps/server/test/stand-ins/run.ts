import { startExotelStandIn } from './exotel-sms.ts';
import { startWhatsAppStandIn, type ApprovedTemplate } from './whatsapp-cloud.ts';

/**
 * Starts both stand-ins as one process, for Playwright's webServer and the bench:
 *
 *   npx tsx apps/server/test/stand-ins/run.ts
 *
 * Environment (all optional; defaults in brackets):
 *   STAND_IN_WHATSAPP_PORT [4101]            STAND_IN_EXOTEL_PORT [4102]
 *   STAND_IN_WHATSAPP_TOKEN [stand-in-token] STAND_IN_WHATSAPP_APP_SECRET [stand-in-app-secret]
 *   STAND_IN_WHATSAPP_PHONE_NUMBER_ID        (any id accepted when unset)
 *   STAND_IN_WHATSAPP_WEBHOOK_URL            where status and inbound webhooks go
 *   STAND_IN_WHATSAPP_TEMPLATES              JSON [{"name","language","parameterCount"}] [one: hello_world, en_US, 0]
 *   STAND_IN_WHATSAPP_NOT_ON_WHATSAPP        comma-separated digits, failed later with 131026
 *   STAND_IN_EXOTEL_SID [stand-in-sid]       STAND_IN_EXOTEL_API_KEY [stand-in-key]
 *   STAND_IN_EXOTEL_API_TOKEN [stand-in-api-token]
 *   STAND_IN_EXOTEL_DLT_TEMPLATES            JSON {"<DltTemplateId>": "text with {#var#}"} [none]
 *   STAND_IN_EXOTEL_DLT_ENTITY_ID            (any entity accepted when unset)
 *   STAND_IN_EXOTEL_DND_NUMBERS              comma-separated, failed with 23005
 *   STAND_IN_EXOTEL_INBOUND_URL              where inbound SMS are forwarded
 *   STAND_IN_AUTO_STATUSES [false]           "true": WhatsApp sends sent+delivered, Exotel a delivered callback
 *   STAND_IN_RATE_PER_SECOND                 a rate limit for both at start
 *
 * Control routes on each server under /_stand-in/ (see whatsapp-cloud.ts and exotel-sms.ts, and the typed client in
 * stand-in-client.ts); GET /_stand-in/health answers 200 once listening.
 */

const env = process.env;
const list = (value: string | undefined) => (value ? value.split(',').map((s) => s.trim()) : []);
const rate = env.STAND_IN_RATE_PER_SECOND ? Number(env.STAND_IN_RATE_PER_SECOND) : null;
const auto = env.STAND_IN_AUTO_STATUSES === 'true';

const whatsApp = await startWhatsAppStandIn({
  port: Number(env.STAND_IN_WHATSAPP_PORT ?? 4101),
  accessToken: env.STAND_IN_WHATSAPP_TOKEN ?? 'stand-in-token',
  appSecret: env.STAND_IN_WHATSAPP_APP_SECRET ?? 'stand-in-app-secret',
  phoneNumberId: env.STAND_IN_WHATSAPP_PHONE_NUMBER_ID,
  webhookUrl: env.STAND_IN_WHATSAPP_WEBHOOK_URL,
  templates: env.STAND_IN_WHATSAPP_TEMPLATES
    ? (JSON.parse(env.STAND_IN_WHATSAPP_TEMPLATES) as ApprovedTemplate[])
    : [{ name: 'hello_world', language: 'en_US', parameterCount: 0 }],
  notOnWhatsApp: list(env.STAND_IN_WHATSAPP_NOT_ON_WHATSAPP),
  autoStatuses: auto,
  ratePerSecond: rate,
});

const exotel = await startExotelStandIn({
  port: Number(env.STAND_IN_EXOTEL_PORT ?? 4102),
  accountSid: env.STAND_IN_EXOTEL_SID ?? 'stand-in-sid',
  apiKey: env.STAND_IN_EXOTEL_API_KEY ?? 'stand-in-key',
  apiToken: env.STAND_IN_EXOTEL_API_TOKEN ?? 'stand-in-api-token',
  templates: env.STAND_IN_EXOTEL_DLT_TEMPLATES
    ? (JSON.parse(env.STAND_IN_EXOTEL_DLT_TEMPLATES) as Record<string, string>)
    : {},
  dltEntityId: env.STAND_IN_EXOTEL_DLT_ENTITY_ID,
  dndNumbers: list(env.STAND_IN_EXOTEL_DND_NUMBERS),
  inboundUrl: env.STAND_IN_EXOTEL_INBOUND_URL,
  autoDeliver: auto,
  ratePerSecond: rate,
});

console.log(`stand-ins listening: whatsapp ${whatsApp.url}, exotel ${exotel.url}`);

async function stop(): Promise<void> {
  await Promise.all([whatsApp.close(), exotel.close()]);
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
