import { sql } from 'kysely';
import type { Channel, MessageKind, MessageState } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';

export interface MessageFilter {
  kind?: MessageKind | undefined;
  state?: MessageState | undefined;
  channel?: Channel | undefined;
  family?: string | undefined;
}

function filtered(db: DbOrTx, filter: MessageFilter) {
  let query = db.selectFrom('messages');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  if (filter.family) query = query.where('accountId', '=', filter.family);
  return query;
}

/** A page of messages, newest first. */
export function listMessages(db: DbOrTx, filter: MessageFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .select([
      'id',
      'kind',
      'accountId',
      'familyName',
      'channel',
      'toAddress',
      'language',
      'state',
      'reason',
      'values',
      'createdAt',
      'sentAt',
      'stateAt',
    ])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMessages(db: DbOrTx, filter: MessageFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Messages handed to each channel between two instants, and what they cost at the prices they went at. */
export function sentByChannel(db: DbOrTx, from: string, to: string) {
  return db
    .selectFrom('messages')
    .select(['channel', sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(price_paise), 0)`.as('cost')])
    .where('sentAt', '>=', from)
    .where('sentAt', '<', to)
    .groupBy('channel')
    .execute();
}

export function accountExists(db: DbOrTx, id: string) {
  return db
    .selectFrom('fighters')
    .select(['id', 'mobileNumber'])
    .where('id', '=', id)
    .where('guardianId', 'is', null)
    .executeTakeFirst();
}
