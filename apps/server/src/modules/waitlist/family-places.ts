import type { Language, MyWaitlistEntry } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { storedTextIn } from '../../lib/academy-texts.ts';
import { listAccountWaitlist, positionOf } from './queries.ts';

/** The places the account holds or held in waiting lists, with where each stands now, in the family's language. */
export async function familyWaitlist(db: DbOrTx, accountId: string, language: Language): Promise<MyWaitlistEntry[]> {
  const rows = await listAccountWaitlist(db, accountId);
  return Promise.all(
    rows.map(async (row) => ({
      _id: row.id,
      eventId: row.eventId,
      eventName: storedTextIn(row.eventName, row.translations, 'eventName', language),
      eventDateTime: row.eventDateTime,
      fighterName: row.fighterName,
      state: row.state,
      position: row.state === 'waiting' || row.state === 'offered' ? await positionOf(db, row) : null,
      joinedAt: row.joinedAt,
      offerExpiresAt: row.state === 'offered' ? row.offerExpiresAt : null,
    })),
  );
}
