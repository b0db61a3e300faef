import type { Insertable, Selectable, Updateable } from 'kysely';
import { OPT_IN_CHANNELS, type Channel } from '@academy/contract';
import { isSqlite, type DbOrTx } from '../db/database.ts';
import type { MessageConsentsTable, MessagesTable } from '../db/schema.ts';

export type MessageRow = Selectable<MessagesTable>;

/** Rows per insert: well under either database's limit on a statement's parameters. */
const INSERT_CHUNK = 200;

/**
 * Adds messages, each unless its family already has one of its kind today (about the same thing): answers the ids
 * of those added.
 */
export async function insertMessagesOnce(db: DbOrTx, rows: Insertable<MessagesTable>[]): Promise<Set<string>> {
  const added = new Set<string>();
  for (let from = 0; from < rows.length; from += INSERT_CHUNK) {
    const inserted = await db
      .insertInto('messages')
      .values(rows.slice(from, from + INSERT_CHUNK))
      .onConflict((oc) => oc.column('dedupeKey').doNothing())
      .returning('id')
      .execute();
    for (const { id } of inserted) added.add(id);
  }
  return added;
}

/** Adds a message unless the family already has one of its kind today (about the same thing): false then. */
export async function insertMessageOnce(db: DbOrTx, row: Insertable<MessagesTable>): Promise<boolean> {
  return (await insertMessagesOnce(db, [row])).size === 1;
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

/**
 * Who a message goes to: the account's number, email, whether they are a child (no marketing then) and whether they
 * opted in to WhatsApp and to SMS, in one query (a fee day sends thousands).
 */
export function recipientOf(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('fighters')
    .select(['id', 'fullName', 'mobileNumber', 'email', 'age', 'dateOfBirth', 'guardianId'])
    .select((eb) =>
      OPT_IN_CHANNELS.map((channel) =>
        eb
          .selectFrom('messageConsents')
          .select('optedIn')
          .whereRef('messageConsents.accountId', '=', 'fighters.id')
          .where('messageConsents.channel', '=', channel)
          .as(channel),
      ),
    )
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** A lead as a message's recipient: the enquirer's name and number and their one opt-in (WhatsApp and SMS). */
export function leadRecipientOf(db: DbOrTx, leadId: string) {
  return db
    .selectFrom('leads')
    .select(['id', 'name as fullName', 'mobileNumber', 'messagesOptIn'])
    .where('id', '=', leadId)
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

/** The leads with this 10-digit mobile whose opt-in is not yet `optedIn`: a STOP or START from it speaks for them. */
export function leadsToSwitch(db: DbOrTx, mobile: string, optedIn: boolean) {
  return db
    .selectFrom('leads')
    .select('id')
    .where('mobileNumber', '=', mobile)
    .where('messagesOptIn', '=', optedIn ? 0 : 1)
    .execute();
}

export async function setLeadOptIn(db: DbOrTx, id: string, optedIn: boolean, at: string, noticeVersion: string) {
  await db
    .updateTable('leads')
    .set({
      messagesOptIn: optedIn ? 1 : 0,
      messagesConsentAt: at,
      messagesConsentSource: 'reply',
      messagesNoticeVersion: noticeVersion,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes the next `count` slots of a provider's line (`whatsapp`, or `whatsapp:later` for messages held until morning)
 * at or after `earliest`, `gapMs` apart, and moves the line on past them: messages queued anywhere go one slot apart.
 * Answers the first slot. On PostgreSQL the row is locked until the caller's transaction ends; SQLite has one writer.
 */
export async function takeSlots(
  db: DbOrTx,
  line: string,
  earliest: string,
  gapMs: number,
  count: number,
): Promise<string> {
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
    .set({ nextSlot: new Date(Date.parse(slot) + count * gapMs).toISOString() })
    .where('channel', '=', line)
    .execute();
  return slot;
}
