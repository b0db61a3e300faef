import {
  MESSAGE_NOTICE_VERSION,
  OPT_IN_CHANNELS,
  type ChannelConsent,
  type ConsentSource,
  type OptInChannel,
} from '@academy/contract';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { DbOrTx } from '../db/database.ts';
import { nowIso } from '../lib/ids.ts';
import { consentsOf, writeConsent } from './queries.ts';

/** A person's opt-in to each channel as last given or withdrawn (never asked: not opted in). */
export async function channelConsents(db: DbOrTx, accountId: string): Promise<ChannelConsent[]> {
  const rows = await consentsOf(db, accountId);
  return OPT_IN_CHANNELS.map((channel) => {
    const row = rows.find((candidate) => candidate.channel === channel);
    return {
      channel,
      optedIn: row?.optedIn === 1,
      at: row?.at ?? null,
      source: row?.source ?? null,
      noticeVersion: row?.noticeVersion ?? null,
    };
  });
}

/**
 * Records an opt-in or opt-out in the caller's transaction, with when, how and the notice version, and audits it
 * (the log keeps every change; the table the latest). Answers whether anything changed.
 */
export async function recordConsent(
  trx: DbOrTx,
  actor: Actor,
  change: { accountId: string; channel: OptInChannel; optedIn: boolean; source: ConsentSource },
): Promise<boolean> {
  const before = (await channelConsents(trx, change.accountId)).find((row) => row.channel === change.channel)!;
  if (before.optedIn === change.optedIn && before.at !== null) return false;
  const at = nowIso();
  await writeConsent(trx, {
    accountId: change.accountId,
    channel: change.channel,
    optedIn: change.optedIn ? 1 : 0,
    source: change.source,
    noticeVersion: MESSAGE_NOTICE_VERSION,
    givenBy: actor.id,
    at,
  });
  await recordAudit(trx, actor, {
    action: change.optedIn ? 'messages.consent' : 'messages.optOut',
    subject: { kind: 'fighter', id: change.accountId },
    before: { channel: change.channel, optedIn: before.optedIn },
    after: {
      channel: change.channel,
      optedIn: change.optedIn,
      source: change.source,
      noticeVersion: MESSAGE_NOTICE_VERSION,
    },
  });
  return true;
}
