import type { Insertable, Selectable } from 'kysely';
import type { Language } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { storedTextIn } from '../../lib/academy-texts.ts';
import type { ConsentsTable } from '../../db/schema.ts';

export type ConsentRow = Selectable<ConsentsTable>;

export async function insertConsent(db: DbOrTx, row: Insertable<ConsentsTable>): Promise<void> {
  await db.insertInto('consents').values(row).execute();
}

export function findConsentByTokenHash(db: DbOrTx, tokenHash: string): Promise<ConsentRow | undefined> {
  return db.selectFrom('consents').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

/** The name of the event a booking's consent is for, in a language. */
export async function findBookingEventName(db: DbOrTx, bookingId: string, language: Language): Promise<string | null> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('events', 'events.id', 'bookings.eventId')
    .select(['events.eventName', 'events.translations'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  return row ? storedTextIn(row.eventName, row.translations, 'eventName', language) : null;
}

/** Each profile's latest consent record (the one that says where it stands), keyed by profile id. */
export async function latestConsentsOf(db: DbOrTx, fighterIds: string[]): Promise<Map<string, ConsentRow>> {
  const latest = new Map<string, ConsentRow>();
  if (fighterIds.length === 0) return latest;
  const rows = await db
    .selectFrom('consents')
    .selectAll()
    .where('fighterId', 'in', fighterIds)
    .orderBy('requestedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) if (row.fighterId && !latest.has(row.fighterId)) latest.set(row.fighterId, row);
  return latest;
}

/** Marks the record confirmed unless it already is, or was withdrawn meanwhile; returns whether it changed. */
export async function markConsentConfirmed(
  db: DbOrTx,
  id: string,
  change: { confirmedAt: string; confirmedIp: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('consents')
    .set(change)
    .where('id', '=', id)
    .where('confirmedAt', 'is', null)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markConsentWithdrawn(db: DbOrTx, id: string, withdrawnAt: string): Promise<boolean> {
  const result = await db
    .updateTable('consents')
    .set({ withdrawnAt })
    .where('id', '=', id)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new link for a pending request: the old one stops working, the link's days start again. */
export async function renewConsentLink(
  db: DbOrTx,
  id: string,
  renewal: { tokenHash: string; requestedAt: string; language: string },
): Promise<void> {
  await db.updateTable('consents').set(renewal).where('id', '=', id).execute();
}
