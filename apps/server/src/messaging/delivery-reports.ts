import { MESSAGE_NOTICE_VERSION, parseIndianMobile, type MessageState, type OptInChannel } from '@academy/contract';
import { recordAudit } from '../audit/audit-log.ts';
import type { Deps } from '../deps.ts';
import { nowIso } from '../lib/ids.ts';
import { recordConsent } from './consents.ts';
import { MESSAGE_JOB } from './message-queue.ts';
import { accountsWithMobile, findMessageByProviderId, leadsToSwitch, setLeadOptIn, updateMessage } from './queries.ts';

/** How far along a message is: a report never moves it back (a late "delivered" after "read" changes nothing). */
const PROGRESS: Partial<Record<MessageState, number>> = { queued: 0, sent: 1, delivered: 2, read: 3 };

export interface DeliveryReport {
  channel: OptInChannel;
  providerId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** The provider's reason for a failure. */
  reason?: string;
}

/**
 * A provider's report on a message it took: its state moves forward; a failure sends the message on by its next
 * channel (a number not on WhatsApp gets the SMS, then the email), or ends it failed with the provider's reason.
 * A report of a message we do not know (another site's, or one erased since) is ignored.
 */
export async function applyDeliveryReport(deps: Pick<Deps, 'db' | 'jobs'>, report: DeliveryReport): Promise<void> {
  const next = await deps.db.transaction().execute(async (trx) => {
    const message = await findMessageByProviderId(trx, report.channel, report.providerId);
    if (!message) return false;
    const at = nowIso();
    if (report.status !== 'failed') {
      const now = PROGRESS[message.state];
      if (now === undefined || PROGRESS[report.status]! <= now) return false;
      await updateMessage(trx, message.id, { state: report.status, stateAt: at });
      return false;
    }
    if (message.state === 'failed') return false;
    const channels = JSON.parse(message.channels) as string[];
    const following = channels[channels.indexOf(report.channel) + 1];
    const reason = `${report.channel}: ${report.reason ?? 'failed'}`.slice(0, 500);
    if (!following) {
      await updateMessage(trx, message.id, { state: 'failed', reason, stateAt: at });
      return false;
    }
    await updateMessage(trx, message.id, {
      state: 'queued',
      channel: following as OptInChannel | 'email',
      providerId: null,
      sentAt: null,
      pricePaise: 0,
      reason,
      stateAt: at,
    });
    await deps.jobs.enqueue(trx, MESSAGE_JOB, { messageId: message.id });
    return true;
  });
  if (next) deps.jobs.wake();
}

/** Words a parent may reply to stop or start messages: English, Hindi and Marathi. */
const STOP_WORDS = /^(stop|unsubscribe|stop all|cancel|end|quit|रोकें|रोको|रुकें|बंद|बंद करें|बंद करा|थांबवा|थांबा)$/iu;
const START_WORDS = /^(start|unstop|subscribe|शुरू|शुरू करें|चालू|सुरू|सुरू करा)$/iu;

/**
 * A reply from a phone: STOP (or its Hindi or Marathi) opts every account with that number out of the channel it
 * came by, START opts back in, each recorded as given by reply; a lead with that number (whose one opt-in covers
 * both channels) likewise. Anything else is left for the academy to read in the provider's inbox. Answers what it
 * did.
 */
export async function applyReply(
  deps: Pick<Deps, 'db'>,
  reply: { channel: OptInChannel; from: string; text: string },
): Promise<'stopped' | 'started' | 'ignored'> {
  const words = reply.text
    .trim()
    .replace(/[.!।\s]+$/u, '')
    .replace(/\s+/g, ' ');
  const optedIn = STOP_WORDS.test(words) ? false : START_WORDS.test(words) ? true : null;
  const mobile = parseIndianMobile(reply.from);
  if (optedIn === null || !mobile) return 'ignored';
  await deps.db.transaction().execute(async (trx) => {
    for (const account of await accountsWithMobile(trx, mobile)) {
      await recordConsent(
        trx,
        { role: 'fighter', id: account.id, ip: null },
        { accountId: account.id, channel: reply.channel, optedIn, source: 'reply' },
      );
    }
    const at = nowIso();
    for (const lead of await leadsToSwitch(trx, mobile, optedIn)) {
      await setLeadOptIn(trx, lead.id, optedIn, at, MESSAGE_NOTICE_VERSION);
      await recordAudit(
        trx,
        { role: 'visitor', id: null, ip: null },
        {
          action: optedIn ? 'messages.consent' : 'messages.optOut',
          subject: { kind: 'lead', id: lead.id },
          before: { optedIn: !optedIn },
          after: { channel: reply.channel, optedIn, source: 'reply', noticeVersion: MESSAGE_NOTICE_VERSION },
        },
      );
    }
  });
  return optedIn ? 'started' : 'stopped';
}
