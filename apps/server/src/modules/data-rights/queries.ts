import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { FightersTable } from '../../db/schema.ts';
import { EMAIL_JOB } from '../../mail/outbox.ts';

/** Everything of a fighter row but the password hash and the session version, which are not the person's data. */
const PROFILE_COLUMNS = [
  'id',
  'email',
  'fullName',
  'mobileNumber',
  'gender',
  'age',
  'weight',
  'height',
  'discipline',
  'beltLevel',
  'address',
  'masterName',
  'academyName',
  'imageKey',
  'language',
  'createdAt',
  'updatedAt',
] as const;

export type ProfileRow = Pick<Selectable<FightersTable>, (typeof PROFILE_COLUMNS)[number]>;

/**
 * An account and the profiles it holds. Today an account is one fighter row holding one profile (its own); when
 * families arrive, the account becomes the guardian's login and `profiles` its children too, and the export and
 * the erasure, which only ever walk `profiles`, need no other change.
 */
export interface AccountScope {
  id: string;
  email: string;
  language: string;
  createdAt: string;
  updatedAt: string;
  profiles: ProfileRow[];
}

export async function findAccountScope(db: DbOrTx, accountId: string): Promise<AccountScope | undefined> {
  const row = await db.selectFrom('fighters').select(PROFILE_COLUMNS).where('id', '=', accountId).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    profiles: [row],
  };
}

export function findPasswordHash(db: DbOrTx, accountId: string) {
  return db.selectFrom('fighters').select('passwordHash').where('id', '=', accountId).executeTakeFirst();
}

/** Bookings made by one of the profiles (logged in) or naming the account's email (booked as a visitor). */
export function bookingsOf(db: DbOrTx, scope: AccountScope) {
  const profileIds = scope.profiles.map((profile) => profile.id);
  return db
    .selectFrom('bookings')
    .innerJoin('events', 'events.id', 'bookings.eventId')
    .select([
      'bookings.id',
      'bookings.bookingCode',
      'bookings.eventId',
      'events.eventName',
      'events.eventDateTime',
      'events.address as eventAddress',
      'bookings.fighterId',
      'bookings.fighterName',
      'bookings.email',
      'bookings.mobileNumber',
      'bookings.age',
      'bookings.beltLevel',
      'bookings.height',
      'bookings.weight',
      'bookings.discipline',
      'bookings.masterName',
      'bookings.academyName',
      'bookings.bookedAt',
      'bookings.cancelledAt',
    ])
    .where((eb) =>
      eb.or([eb('bookings.fighterId', 'in', profileIds), eb('bookings.emailNormalized', '=', scope.email)]),
    )
    .orderBy('bookings.bookedAt')
    .execute();
}

/** Entries about the account: done by it, done to it or its bookings, or done under its email (failed logins). */
export function auditEntriesAbout(db: DbOrTx, scope: AccountScope, bookingIds: string[]) {
  const ids = [scope.id, ...scope.profiles.map((profile) => profile.id), ...bookingIds];
  return db
    .selectFrom('auditLog')
    .select(['at', 'action', 'actorRole', 'actorLabel', 'ip', 'subjectKind', 'subjectId', 'before', 'after'])
    .where((eb) =>
      eb.or([
        eb('actorId', 'in', ids),
        eb('subjectId', 'in', ids),
        eb.and([eb('actorRole', 'in', ['fighter', 'visitor']), eb('actorLabel', '=', scope.email)]),
      ]),
    )
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** The booking's attendee as nobody: the row, its code, event and time stay so seats and payments still add up. */
export async function anonymiseBooking(db: DbOrTx, id: string, neutral: string): Promise<void> {
  await db
    .updateTable('bookings')
    .set({
      fighterId: null,
      fighterName: neutral,
      email: neutral,
      // Unique per event: a value per booking that no real email can equal.
      emailNormalized: `${neutral}:${id}`,
      nameNormalized: neutral,
      clientIp: null,
      mobileNumber: neutral,
      age: 0,
      beltLevel: neutral,
      height: 0,
      weight: 0,
      discipline: neutral,
      masterName: neutral,
      academyName: neutral,
    })
    .where('id', '=', id)
    .execute();
}

export async function deletePasswordResets(db: DbOrTx, email: string): Promise<number> {
  const result = await db.deleteFrom('passwordResets').where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Emails to the address, whatever their state: waiting, failed, sent (a sent one still keeps its address and
 * subject) or being sent right now. That last one still reaches the mail server; the runner's update of its row
 * afterwards then finds none, which it takes in its stride.
 */
export async function deleteEmailsTo(db: DbOrTx, email: string): Promise<number> {
  const candidates = await db
    .selectFrom('jobs')
    .select(['id', 'payload'])
    .where('kind', '=', EMAIL_JOB)
    .where((eb) => eb(eb.fn('lower', ['payload']), 'like', `%${email}%`))
    .execute();
  const ids = candidates
    .filter(({ payload }) => {
      const to = (JSON.parse(payload) as { to?: unknown }).to;
      return typeof to === 'string' && to.toLowerCase() === email;
    })
    .map(({ id }) => id);
  if (ids.length === 0) return 0;
  await db.deleteFrom('jobs').where('id', 'in', ids).execute();
  return ids.length;
}

export async function deleteAccount(db: DbOrTx, accountId: string): Promise<void> {
  await db.deleteFrom('fighters').where('id', '=', accountId).execute();
}
