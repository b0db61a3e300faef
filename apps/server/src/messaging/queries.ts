import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Channel } from '@academy/contract';
import { isSqlite, type DbOrTx } from '../db/database.ts';
import type { MessageConsentsTable, MessagesTable } from '../db/schema.ts';

export type MessageRow = Selectable<MessagesTable>;

/** Adds a message unless the family already has one of its kind today (about the same thing): false then. */
export async function insertMessageOnce(db: DbOrTx, row: Insertable<MessagesTable>): Promise<boolean> {
  const result = await db
    .insertInto('messages')
    .values(row)
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findMessage(db: DbOrTx, id: string) {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMessageByProviderId(db: DbOrTx, channel: Channel, providerId: string) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('channel', '=', channel)
    .where('providerId', '=', providerId)
    .executeTakeFirst();
}

export async function updateMessage(db: DbOrTx, id: string, values: Updateable<MessagesTable>): Promise<void> {
  await db.updateTable('messages').set(values).where('id', '=', id).execute();
}

/** Who a message goes to: the account's number, email and whether they are a child (no marketing then). */
export function recipientOf(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('fighters')
    .select(['id', 'fullName', 'mobileNumber', 'email', 'age', 'dateOfBirth', 'guardianId'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

export function consentsOf(db: DbOrTx, accountId: string) {
  return db.selectFrom('messageConsents').selectAll().where('accountId', '=', accountId).execute();
}

export type ConsentRow = Selectable<MessageConsentsTable>;

export async function writeConsent(db: DbOrTx, row: Insertable<MessageConsentsTable>): Promise<void> {
  const { accountId: _account, channel: _channel, ...changes } = row;
  await db
    .insertInto('messageConsents')
    .values(row)
    .onConflict((oc) => oc.columns(['accountId', 'channel']).doUpdateSet(changes))
    .execute();
}

/** The accounts (not children's profiles) with this 10-digit mobile: a reply from it speaks for them. */
export function accountsWithMobile(db: DbOrTx, mobile: string) {
  return db
    .selectFrom('fighters')
    .select(['id'])
    .where('mobileNumber', '=', mobile)
    .where('guardianId', 'is', null)
    .execute();
}

/**
 * Takes the next slot of a provider's line (`whatsapp`, or `whatsapp:later` for messages held until morning) at or after `earliest` and moves the slot on by `gapMs`: messages queued anywhere
 * go one slot apart. On PostgreSQL the row is locked until the caller's transaction ends; SQLite has one writer.
 */
export async function takeSlot(db: DbOrTx, line: string, earliest: string, gapMs: number): Promise<string> {
  await db
    .insertInto('messageRates')
    .values({ channel: line, nextSlot: earliest })
    .onConflict((oc) => oc.column('channel').doNothing())
    .execute();
  const read = db.selectFrom('messageRates').select('nextSlot').where('channel', '=', line);
  const row = await (isSqlite(db) ? read : read.forUpdate()).executeTakeFirstOrThrow();
  const slot = row.nextSlot > earliest ? row.nextSlot : earliest;
  await db
    .updateTable('messageRates')
    .set({ nextSlot: new Date(Date.parse(slot) + gapMs).toISOString() })
    .where('channel', '=', line)
    .execute();
  return slot;
}
