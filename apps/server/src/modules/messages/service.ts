import {
  academyToday,
  fillTemplate,
  isLanguage,
  DEFAULT_LANGUAGE,
  MESSAGE_NOTICE_VERSION,
  MESSAGES_PAGE_SIZE,
  type Channel,
  type MessageConsentsReply,
  type MessageSettings,
  type MessageSettingsReply,
  type MessagesQuery,
  type MessagesReply,
  OPT_IN_CHANNELS,
  STOP_CHANNELS,
  type OptInChannel,
  type StopChannel,
  type SetMessageConsentRequest,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import { writeSetting, SETTING_KEYS } from '../../db/settings.ts';
import { notFound } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { channelConsents, recordConsent } from '../../messaging/consents.ts';
import { messageSettings } from '../../messaging/message-settings.ts';
import { sendFeeReminders } from '../payments/monthly-fees.ts';
import { accountExists, countMessages, listMessages, sentByChannel } from './queries.ts';

type Reply<T> = Omit<T, 'status' | 'message'>;

export async function settingsView(deps: Pick<Deps, 'db' | 'config'>): Promise<Reply<MessageSettingsReply>> {
  return {
    settings: await messageSettings(deps.db),
    modes: {
      whatsapp: deps.config.whatsapp ? 'provider' : 'folder',
      sms: deps.config.sms ? 'provider' : 'folder',
      email: deps.config.smtpUrl ? 'provider' : 'folder',
    },
  };
}

/** The settings as the audit log keeps them: an `email` key would be taken for a person's address there. */
const audited = ({ pricePaise, ...rest }: MessageSettings) => ({
  ...rest,
  pricePaise: { whatsapp: pricePaise.whatsapp, sms: pricePaise.sms, byEmail: pricePaise.email },
});

export async function saveSettings(
  deps: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  settings: MessageSettings,
): Promise<Reply<MessageSettingsReply>> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await messageSettings(trx);
    await writeSetting(trx, SETTING_KEYS.messages, JSON.stringify(settings), nowIso());
    await recordAudit(trx, actor, {
      action: 'messages.settings',
      subject: { kind: 'settings', id: SETTING_KEYS.messages },
      before: audited(before),
      after: audited(settings),
    });
  });
  return settingsView(deps);
}

/** The first instant of an IST month (YYYY-MM), as UTC ISO. */
const monthStart = (period: string) => new Date(`${period}-01T00:00:00+05:30`).toISOString();

function followingMonth(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

export async function messagesPage(
  deps: Pick<Deps, 'db'>,
  query: MessagesQuery & { page: number },
): Promise<Reply<MessagesReply>> {
  const filter = { kind: query.kind, state: query.state, channel: query.channel, family: query.family };
  const period = academyToday().slice(0, 7);
  const [rows, total, month] = await Promise.all([
    listMessages(deps.db, filter, { limit: MESSAGES_PAGE_SIZE, offset: (query.page - 1) * MESSAGES_PAGE_SIZE }),
    countMessages(deps.db, filter),
    sentByChannel(deps.db, monthStart(period), monthStart(followingMonth(period))),
  ]);
  const of = (channel: Channel) => {
    const row = month.find((candidate) => candidate.channel === channel);
    return { count: Number(row?.count ?? 0), costPaise: Number(row?.cost ?? 0) };
  };
  return {
    messages: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      familyId: row.accountId,
      familyName: row.familyName,
      channel: row.channel,
      to: row.toAddress,
      language: row.language,
      state: row.state,
      reason: row.reason,
      text: fillTemplate(
        row.kind,
        isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
        JSON.parse(row.values) as string[],
      ),
      createdAt: row.createdAt,
      sentAt: row.sentAt,
      stateAt: row.stateAt,
    })),
    total,
    page: query.page,
    pageSize: MESSAGES_PAGE_SIZE,
    month: { period, whatsapp: of('whatsapp'), sms: of('sms'), email: of('email') },
  };
}

export async function consentsOfAccount(
  deps: Pick<Deps, 'db'>,
  accountId: string,
): Promise<Reply<MessageConsentsReply>> {
  const account = await accountExists(deps.db, accountId);
  if (!account) throw notFound('api.familyNotFound');
  return {
    consents: await channelConsents(deps.db, accountId),
    mobile: account.mobileNumber,
    noticeVersion: MESSAGE_NOTICE_VERSION,
  };
}

/** An opt-in or opt-out given by the family in their account, or told to the desk (source 'desk'). */
export async function setConsent(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  accountId: string,
  change: SetMessageConsentRequest,
  source: 'account' | 'desk',
): Promise<Reply<MessageConsentsReply>> {
  if (!(await accountExists(deps.db, accountId))) throw notFound('api.familyNotFound');
  await deps.db.transaction().execute((trx) => recordConsent(trx, actor, { accountId, ...change, source }));
  return consentsOfAccount(deps, accountId);
}

/** The opt-out link: the account and what its token names (a channel, or 'all'), opted out (by link). */
export async function stopByLink(deps: Pick<Deps, 'db' | 'tokens'>, actor: Actor, token: string): Promise<StopChannel> {
  const claims = deps.tokens.stopTokenClaims(token);
  const stops =
    claims && (STOP_CHANNELS as readonly string[]).includes(claims.channel) ? (claims.channel as StopChannel) : null;
  if (!claims || !stops) throw notFound('api.stopLinkInvalid');
  if (!(await accountExists(deps.db, claims.accountId))) throw notFound('api.stopLinkInvalid');
  const channels: OptInChannel[] = stops === 'all' ? [...OPT_IN_CHANNELS] : [stops];
  await deps.db.transaction().execute(async (trx) => {
    for (const channel of channels) {
      await recordConsent(trx, actor, { accountId: claims.accountId, channel, optedIn: false, source: 'link' });
    }
  });
  return stops;
}

/**
 * The owner's "remind now": every family owing a class fee due by the reminder window gets its reminder, as the daily
 * job would send it, unless it had one today. Answers how many families were reminded.
 */
export async function remindFeesNow(
  deps: Pick<Deps, 'db' | 'jobs' | 'config' | 'translator' | 'tokens'>,
  actor: Actor,
): Promise<number> {
  const reminded = await sendFeeReminders(deps, new Date(), { everyOwing: true });
  await recordAudit(deps.db, actor, {
    action: 'messages.remindFees',
    subject: { kind: 'settings', id: SETTING_KEYS.messages },
    after: { families: reminded },
  });
  return reminded;
}
