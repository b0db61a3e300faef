import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { ExotelSms } from './exotel-sms.ts';
import { FolderSender } from './folder-sender.ts';
import type { MessageSenders } from './message-sending.ts';
import { PacedSender } from './paced-sender.ts';
import { WhatsAppCloud } from './whatsapp-cloud.ts';

/**
 * Each channel's provider when its settings are given, held to its rate (see PacedSender), else its folder (and the
 * log says which at start).
 */
export function openSenders(config: Config, log: FastifyBaseLogger): MessageSenders {
  const folder = (channel: 'whatsapp' | 'sms') =>
    new FolderSender(channel, path.join(config.messageFoldersDir, channel), log);
  const senders: MessageSenders = {
    whatsapp: config.whatsapp
      ? new PacedSender(new WhatsAppCloud(config.whatsapp), config.messagesPerSecond.whatsapp)
      : folder('whatsapp'),
    sms: config.sms
      ? new PacedSender(
          new ExotelSms(config.sms, `${config.publicOrigin}/api/webhooks/sms/${config.sms.webhookSecret}`),
          config.messagesPerSecond.sms,
        )
      : folder('sms'),
  };
  for (const [channel, sender] of Object.entries(senders)) {
    if (sender.mode === 'folder') {
      log.info(
        `${channel} messages are written to ${path.join(config.messageFoldersDir, channel)} (no settings given)`,
      );
    }
  }
  return senders;
}
