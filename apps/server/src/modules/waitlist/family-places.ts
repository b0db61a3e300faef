import type { MyWaitlistEntry } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { listAccountWaitlist, positionOf } from './queries.ts';

/** The places the account holds or held in waiting lists, with where each stands now. */
export async function familyWaitlist(db: DbOrTx, accountId: string): Promise<MyWaitlistEntry[]> {
  const rows = await listAccountWaitlist(db, accountId);
  return Promise.all(
    rows.map(async (row) => ({
      _id: row.id,
      eventId: row.eventId,
      eventName: row.eventName,
      eventDateTime: row.eventDateTime,
      fighterName: row.fighterName,
      state: row.state,
      position: row.state === 'waiting' || row.state === 'offered' ? await positionOf(db, row) : null,
      joinedAt: row.joinedAt,
      offerExpiresAt: row.state === 'offered' ? row.offerExpiresAt : null,
    })),
  );
}
