import { academyToday, ageOn, FAMILY_FILE_BOOKINGS, type FamilyFile } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { findProfileHolder } from '../../security/family-access.ts';

/** The account a profile belongs to: its own, or its guardian's for a child. */
async function accountOf(db: DbOrTx, profileId: string): Promise<string> {
  const holder = await findProfileHolder(db, profileId);
  if (!holder) throw notFound('api.fighterNotFound');
  return holder.guardianId ?? holder.id;
}

/** The account's profiles, with the rank the academy records. */
function listMembers(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('fighters as f')
    .leftJoin('ranks as r', 'r.id', 'f.rankId')
    .select(['f.id', 'f.fullName', 'f.guardianId', 'f.trains', 'f.age', 'f.dateOfBirth', 'f.mobileNumber', 'f.email'])
    .select('r.name as rankName')
    .where((eb) => eb.or([eb('f.id', '=', accountId), eb('f.guardianId', '=', accountId)]))
    .execute();
}

/** The batches the profiles are in or wait for (the enrolments' fighter index). */
function listBatches(db: DbOrTx, ids: readonly string[]) {
  return db
    .selectFrom('enrolments as e')
    .innerJoin('batches as b', 'b.id', 'e.batchId')
    .select(['e.fighterId', 'b.id', 'b.name', 'e.state'])
    .where('e.fighterId', 'in', ids)
    .where('e.state', 'in', ['requested', 'active'])
    .orderBy('b.name')
    .execute();
}

/** The account's open dues, soonest due first (the dues' account and state index). */
function listOpenDues(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('dues')
    .select(['id', 'item', 'fighterName', 'amountPaise', 'dueDay'])
    .where('accountId', '=', accountId)
    .where('state', '=', 'open')
    .orderBy('dueDay')
    .execute();
}

/** The profiles' latest bookings (the bookings' fighter index), latest event first. */
function listLatestBookings(db: DbOrTx, ids: readonly string[]) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('events as e', 'e.id', 'b.eventId')
    .select(['b.bookingCode', 'b.fighterName', 'b.cancelledAt', 'e.id as eventId', 'e.eventName', 'e.eventDateTime'])
    .where('b.fighterId', 'in', ids)
    .orderBy('e.eventDateTime', 'desc')
    .limit(FAMILY_FILE_BOOKINGS)
    .execute();
}

/**
 * A family as the desk opens it from the search, by any of its profiles: who is in it (a child with its guardian's
 * phone), their batches and belts, what it owes, and its latest bookings. Five indexed queries, four at once.
 */
export async function familyFile(deps: Pick<Deps, 'db'>, profileId: string): Promise<FamilyFile> {
  const accountId = await accountOf(deps.db, profileId);
  const members = await listMembers(deps.db, accountId);
  const ids = members.map((member) => member.id);
  const [batches, dues, bookings] = await Promise.all([
    listBatches(deps.db, ids),
    listOpenDues(deps.db, accountId),
    listLatestBookings(deps.db, ids),
  ]);
  const holder = members.find((member) => member.id === accountId)!;
  const today = academyToday();
  const children = members.filter((member) => member !== holder);
  const ordered = [holder, ...children.sort((a, b) => (a.dateOfBirth ?? '').localeCompare(b.dateOfBirth ?? ''))];
  return {
    accountId,
    members: ordered.map((member) => ({
      id: member.id,
      fullName: member.fullName,
      child: member.guardianId !== null,
      trains: Boolean(member.trains),
      age: member.dateOfBirth ? ageOn(member.dateOfBirth, today) : member.age,
      mobileNumber: member.guardianId !== null ? holder.mobileNumber : member.mobileNumber,
      email: member.email ?? holder.email ?? '',
      rank: member.rankName,
      batches: batches
        .filter((batch) => batch.fighterId === member.id)
        .map((batch) => ({ id: batch.id, name: batch.name, state: batch.state as 'requested' | 'active' })),
    })),
    dues,
    owedPaise: dues.reduce((sum, due) => sum + due.amountPaise, 0),
    bookings: bookings.map((booking) => ({
      bookingCode: booking.bookingCode,
      fighterName: booking.fighterName,
      eventId: booking.eventId,
      eventName: booking.eventName,
      eventDateTime: booking.eventDateTime,
      cancelled: booking.cancelledAt !== null,
    })),
  };
}
