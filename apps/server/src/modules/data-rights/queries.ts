import { sql, type Selectable, type SqlBool } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { FightersTable } from '../../db/schema.ts';
import { EMAIL_JOB } from '../../mail/outbox.ts';

/** Everything of a fighter row but the password hash and the session version, which are not the person's data. */
const PERSONAL_DATA_COLUMNS = [
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
  'guardianId',
  'dateOfBirth',
  'createdAt',
  'updatedAt',
] as const;

export type ProfileRow = Pick<Selectable<FightersTable>, (typeof PERSONAL_DATA_COLUMNS)[number]>;

/** An account and the profiles it holds: its own first, then its children's. */
export interface AccountScope {
  id: string;
  email: string;
  language: string;
  createdAt: string;
  updatedAt: string;
  profiles: ProfileRow[];
}

export async function findAccountScope(db: DbOrTx, accountId: string): Promise<AccountScope | undefined> {
  const rows = await db
    .selectFrom('fighters')
    .select(PERSONAL_DATA_COLUMNS)
    .where((eb) => eb.or([eb('id', '=', accountId), eb('guardianId', '=', accountId)]))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const account = rows.find((row) => row.id === accountId);
  if (!account?.email || account.guardianId !== null) return undefined;
  return {
    id: account.id,
    email: account.email,
    language: account.language,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    profiles: [account, ...rows.filter((row) => row.id !== accountId)],
  };
}

export function findChildProfile(db: DbOrTx, childId: string): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('fighters')
    .select(PERSONAL_DATA_COLUMNS)
    .where('id', '=', childId)
    .where('guardianId', 'is not', null)
    .executeTakeFirst();
}

export function findPasswordHash(db: DbOrTx, accountId: string) {
  return db.selectFrom('fighters').select('passwordHash').where('id', '=', accountId).executeTakeFirst();
}

/**
 * Bookings made by one of the profiles (logged in) or naming the account's email (booked as a visitor); for a
 * child's profile alone (no email), the child's bookings.
 */
export function bookingsOf(db: DbOrTx, scope: { email: string | null; profiles: { id: string }[] }) {
  const profileIds = scope.profiles.map((profile) => profile.id);
  const email = scope.email;
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
      eb.or([
        eb('bookings.fighterId', 'in', profileIds),
        ...(email === null ? [] : [eb('bookings.emailNormalized', '=', email)]),
      ]),
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
/**
 * A person's tournament entries: those of their profiles, or made through their bookings. Each is an athlete's name,
 * date of birth and weights in one category.
 */
export function tournamentEntriesOf(db: DbOrTx, people: { profileIds: string[]; bookingIds: string[] }) {
  const { profileIds, bookingIds } = people;
  return db
    .selectFrom('tournamentEntries')
    .innerJoin('events', 'events.id', 'tournamentEntries.eventId')
    .select([
      'tournamentEntries.id',
      'tournamentEntries.eventId',
      'events.eventName',
      'tournamentEntries.athleteName',
      'tournamentEntries.gender',
      'tournamentEntries.dateOfBirth',
      'tournamentEntries.weightGrams',
      'tournamentEntries.weighedGrams',
      'tournamentEntries.level',
      'tournamentEntries.club',
      'tournamentEntries.state',
      'tournamentEntries.checkedInAt',
      'tournamentEntries.createdAt',
    ])
    .where((eb) =>
      eb.or([
        ...(profileIds.length > 0 ? [eb('tournamentEntries.fighterId', 'in', profileIds)] : []),
        ...(bookingIds.length > 0 ? [eb('tournamentEntries.bookingId', 'in', bookingIds)] : []),
        sql<SqlBool>`1 = 0`,
      ]),
    )
    .orderBy('tournamentEntries.createdAt')
    .execute();
}

/**
 * An erased athlete's entries stay, so the category's draw and placings still add up, under a neutral name and a
 * birth date that names nobody; their weights and belt go.
 */
export async function anonymiseTournamentEntries(db: DbOrTx, ids: string[], neutral: string): Promise<void> {
  for (const id of ids) {
    await db
      .updateTable('tournamentEntries')
      .set({
        fighterId: null,
        athleteName: neutral,
        // Unique per category with the birth date: a value per entry that no real name can equal.
        nameNormalized: `${neutral}:${id}`,
        dateOfBirth: '1900-01-01',
        weightGrams: null,
        weighedGrams: null,
        level: null,
      })
      .where('id', '=', id)
      .execute();
  }
}

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

/**
 * Consent records of the profiles, of the bookings, or naming the email as the guardian's. The link's secret (a
 * hash) is not the person's data and is left out.
 */
export function consentsOf(db: DbOrTx, scope: { email: string | null; profileIds: string[]; bookingIds: string[] }) {
  const { email, profileIds, bookingIds } = scope;
  return db
    .selectFrom('consents')
    .select([
      'id',
      'fighterId',
      'bookingId',
      'childName',
      'guardianName',
      'relation',
      'guardianMobile',
      'guardianEmail',
      'noticeVersion',
      'method',
      'language',
      'requestedAt',
      'confirmedAt',
      'confirmedIp',
      'withdrawnAt',
    ])
    .where((eb) =>
      eb.or([
        ...(profileIds.length ? [eb('fighterId', 'in', profileIds)] : []),
        ...(bookingIds.length ? [eb('bookingId', 'in', bookingIds)] : []),
        ...(email === null ? [] : [eb('guardianEmail', '=', email)]),
        // Never true: keeps the condition valid when the lists above are empty.
        sql<SqlBool>`1 = 0`,
      ]),
    )
    .orderBy('requestedAt')
    .execute();
}

export async function deleteConsents(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('consents').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The messages sent to the account (WhatsApp, SMS, email), oldest first, and its opt-ins per channel. */
export async function messagesOf(db: DbOrTx, accountId: string) {
  const messages = await db
    .selectFrom('messages')
    .select([
      'id',
      'kind',
      'channel',
      'toAddress',
      'language',
      'values',
      'state',
      'reason',
      'createdAt',
      'sentAt',
      'stateAt',
    ])
    .where('accountId', '=', accountId)
    .orderBy('createdAt')
    .execute();
  const consents = await db
    .selectFrom('messageConsents')
    .select(['channel', 'optedIn', 'source', 'noticeVersion', 'at'])
    .where('accountId', '=', accountId)
    .execute();
  return { messages, consents };
}

/**
 * The profiles' enrolments go in a statement of their own, before the profiles. A due names its fighter, its account
 * and its enrolment; deleting the fighter alone left PostgreSQL to null the due's fighter and account and to cascade to
 * the enrolment in the order of the foreign keys' trigger names, which end in each constraint's OID. Where the dues'
 * came first (a database whose OIDs crossed a power of ten between the two migrations), the due was checked while it
 * still named the enrolment the cascade had just deleted, and the erasure failed. Deleted first, the enrolment lets go
 * of its dues before the fighter goes, whatever the order.
 */
async function deleteEnrolmentsOf(db: DbOrTx, fighterIds: readonly string[]): Promise<void> {
  if (fighterIds.length > 0) await db.deleteFrom('enrolments').where('fighterId', 'in', fighterIds).execute();
}

/** The children's profiles go first: a child's row refers to the account's; its messages and opt-ins before it. */
export async function deleteAccount(db: DbOrTx, accountId: string): Promise<void> {
  await db.deleteFrom('messages').where('accountId', '=', accountId).execute();
  await db.deleteFrom('messageConsents').where('accountId', '=', accountId).execute();
  const profiles = await db
    .selectFrom('fighters')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', accountId), eb('guardianId', '=', accountId)]))
    .execute();
  await deleteEnrolmentsOf(
    db,
    profiles.map((profile) => profile.id),
  );
  await db.deleteFrom('fighters').where('guardianId', '=', accountId).execute();
  await db.deleteFrom('fighters').where('id', '=', accountId).execute();
}

export async function deleteProfile(db: DbOrTx, profileId: string): Promise<void> {
  await deleteEnrolmentsOf(db, [profileId]);
  await db.deleteFrom('fighters').where('id', '=', profileId).execute();
}

/** The profiles' batches and every attendance mark, with the batch's name, oldest first. */
export async function classesOf(db: DbOrTx, profileIds: readonly string[]) {
  if (profileIds.length === 0) return { enrolments: [], attendance: [] };
  const [enrolments, attendance] = await Promise.all([
    db
      .selectFrom('enrolments')
      .innerJoin('batches', 'batches.id', 'enrolments.batchId')
      .select([
        'enrolments.fighterId as profileId',
        'batches.name as batch',
        'enrolments.state',
        'enrolments.requestedAt',
        'enrolments.decidedAt',
        'enrolments.leftAt',
      ])
      .where('enrolments.fighterId', 'in', profileIds)
      .orderBy('enrolments.requestedAt')
      .execute(),
    db
      .selectFrom('attendance')
      .innerJoin('batches', 'batches.id', 'attendance.batchId')
      .select([
        'attendance.fighterId as profileId',
        'batches.name as batch',
        'attendance.day',
        'attendance.mark',
        'attendance.method',
        'attendance.markedAt',
      ])
      .where('attendance.fighterId', 'in', profileIds)
      .orderBy('attendance.day')
      .execute(),
  ]);
  return { enrolments, attendance };
}

/** The profiles' promotions (with their certificate numbers) and grading invitations and results, oldest first. */
export async function ranksOf(db: DbOrTx, profileIds: readonly string[]) {
  if (profileIds.length === 0) return { promotions: [], gradings: [] };
  const [promotions, gradings] = await Promise.all([
    db
      .selectFrom('promotions')
      .innerJoin('ranks', 'ranks.id', 'promotions.rankId')
      .leftJoin('gradings', 'gradings.id', 'promotions.gradingId')
      .select([
        'promotions.fighterId as profileId',
        'ranks.name as rank',
        'ranks.kind',
        'ranks.grade',
        'promotions.day',
        'gradings.name as grading',
        'promotions.examiners',
        'promotions.certificateNumber',
        'promotions.recordedAt',
      ])
      .where('promotions.fighterId', 'in', profileIds)
      .orderBy('promotions.day')
      .execute(),
    db
      .selectFrom('gradingCandidates')
      .innerJoin('gradings', 'gradings.id', 'gradingCandidates.gradingId')
      .select([
        'gradingCandidates.fighterId as profileId',
        'gradings.name as grading',
        'gradings.day',
        'gradingCandidates.invitedAt',
        'gradingCandidates.result',
      ])
      .where('gradingCandidates.fighterId', 'in', profileIds)
      .orderBy('gradings.day')
      .execute(),
  ]);
  return {
    promotions: promotions.map((p) => ({ ...p, examiners: JSON.parse(p.examiners) as string[] })),
    gradings,
  };
}

/** What the family owed and paid: its dues, and its payments without the admin's screenshot. */
export async function paymentsOf(db: DbOrTx, accountId: string, profileIds: readonly string[]) {
  const dues = await db
    .selectFrom('dues')
    .select([
      'id',
      'kind',
      'fighterId as profileId',
      'fighterName',
      'item',
      'period',
      'amountPaise',
      'dueDay',
      'state',
      'paymentId',
      'createdAt',
    ])
    .where((eb) =>
      eb.or([eb('accountId', '=', accountId), ...(profileIds.length > 0 ? [eb('fighterId', 'in', profileIds)] : [])]),
    )
    .orderBy('dueDay')
    .execute();
  const paymentIds = [...new Set(dues.map((due) => due.paymentId).filter((id): id is string => id !== null))];
  const payments = await db
    .selectFrom('payments')
    .select([
      'id',
      'reference',
      'state',
      'method',
      'amountPaise',
      'payerName',
      'payerEmail',
      'utr',
      'receiptNumber',
      'createdAt',
      'submittedAt',
      'paidAt',
    ])
    .where((eb) =>
      eb.or([eb('accountId', '=', accountId), ...(paymentIds.length > 0 ? [eb('id', 'in', paymentIds)] : [])]),
    )
    .orderBy('createdAt')
    .execute();
  return { dues, payments };
}

/**
 * Takes the person out of the money records, which stay for the academy's accounts: the name on their dues, the
 * payer's name and email on their payments, and any screenshot (it shows their bank). Amounts, UTRs and receipt
 * numbers stay, so collections still add up. Returns the payments' ids, under which their payer's values are
 * declared in the audit log.
 */
export async function anonymisePayments(
  db: DbOrTx,
  people: { accountId: string | null; profileIds: readonly string[]; bookingIds: readonly string[] },
  neutral: string,
): Promise<string[]> {
  const dues = await db
    .selectFrom('dues')
    .select(['id', 'paymentId'])
    .where((eb) =>
      eb.or([
        ...(people.accountId ? [eb('accountId', '=', people.accountId)] : []),
        ...(people.profileIds.length > 0 ? [eb('fighterId', 'in', people.profileIds)] : []),
        ...(people.bookingIds.length > 0 ? [eb('bookingId', 'in', people.bookingIds)] : []),
      ]),
    )
    .execute();
  const paymentIds = (
    await db
      .selectFrom('paymentDues')
      .select('paymentId')
      .where('dueId', 'in', dues.length > 0 ? dues.map((due) => due.id) : [''])
      .execute()
  ).map((row) => row.paymentId);
  const payments = db
    .selectFrom('payments')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(people.accountId ? [eb('accountId', '=', people.accountId)] : []),
        eb('id', 'in', paymentIds.length > 0 ? paymentIds : ['']),
      ]),
    );
  const ids = (await payments.execute()).map((row) => row.id);
  // Payments before their dues, the order every payment's own change locks them in (a payment, then its dues FOR
  // UPDATE): in the other order an erasure and a payment's rejection on PostgreSQL each waited for the other's row
  // (a deadlock, answered 500, found by money-properties.test.ts racing two servers).
  if (ids.length > 0) {
    await db
      .updateTable('payments')
      .set({ payerName: neutral, payerEmail: null, hasScreenshot: 0 })
      .where('id', 'in', ids)
      .execute();
    await db.deleteFrom('paymentScreenshots').where('paymentId', 'in', ids).execute();
  }
  if (dues.length > 0) {
    await db
      .updateTable('dues')
      .set({ fighterName: neutral })
      .where(
        'id',
        'in',
        dues.map((due) => due.id),
      )
      .execute();
  }
  return ids;
}

/** The places in waiting lists taken by the account or naming its email, with their events. */
export function waitlistOf(db: DbOrTx, scope: { id: string; email: string | null }, onlyNameNormalized?: string) {
  let query = db
    .selectFrom('waitlist')
    .innerJoin('events', 'events.id', 'waitlist.eventId')
    .select([
      'waitlist.id',
      'waitlist.eventId',
      'waitlist.state',
      'waitlist.fighterName',
      'waitlist.email',
      'waitlist.mobileNumber',
      'waitlist.request',
      'waitlist.joinedAt',
      'waitlist.offeredAt',
      'waitlist.offerExpiresAt',
      'events.eventName',
      'events.eventDateTime',
    ])
    .where((eb) =>
      scope.email
        ? eb.or([
            eb('waitlist.accountId', '=', scope.id),
            eb('waitlist.emailNormalized', '=', scope.email.toLowerCase()),
          ])
        : eb('waitlist.accountId', '=', scope.id),
    )
    .orderBy('waitlist.joinedAt');
  if (onlyNameNormalized) query = query.where('waitlist.nameNormalized', '=', onlyNameNormalized);
  return query.execute();
}

export async function deleteWaitlistPlaces(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('waitlist').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
