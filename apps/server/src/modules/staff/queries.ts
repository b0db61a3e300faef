import type { Insertable, Selectable } from 'kysely';
import { isSqlite, type DbOrTx } from '../../db/database.ts';
import type { AdminsTable, StaffInvitationsTable } from '../../db/schema.ts';

export type StaffRow = Omit<Selectable<AdminsTable>, 'passwordHash' | 'sessionVersion'> & {
  twoFactorEnabledAt: string | null;
};
export type InvitationRow = Selectable<StaffInvitationsTable>;

const STAFF_COLUMNS = ['id', 'email', 'name', 'staffRole', 'createdAt', 'deactivatedAt', 'lastSignInAt'] as const;

/** Whether the member signs in with a second factor: a subquery, not a join, so the row can be locked FOR UPDATE. */
const withTwoFactor = (db: DbOrTx) =>
  db
    .selectFrom('admins')
    .select(STAFF_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('staffTwoFactor')
        .select('staffTwoFactor.enabledAt')
        .whereRef('staffTwoFactor.adminId', '=', 'admins.id')
        .as('twoFactorEnabledAt'),
    );

/** Every member of staff (a handful: the service orders them). */
export function listStaffRows(db: DbOrTx): Promise<StaffRow[]> {
  return withTwoFactor(db).execute();
}

export function findStaffRow(db: DbOrTx, id: string): Promise<StaffRow | undefined> {
  return withTwoFactor(db).where('admins.id', '=', id).executeTakeFirst();
}

/** The row held until the transaction ends on PostgreSQL, so two changes to one member happen one after the other. */
export function lockStaffRow(db: DbOrTx, id: string): Promise<StaffRow | undefined> {
  const query = withTwoFactor(db).where('admins.id', '=', id);
  return (isSqlite(db) ? query : query.forUpdate()).executeTakeFirst();
}

export function findStaffIdByEmail(db: DbOrTx, email: string) {
  return db.selectFrom('admins').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function countActiveOwners(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staffRole', '=', 'owner')
    .where('deactivatedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertStaff(
  db: DbOrTx,
  member: { id: string; email: string; passwordHash: string; name: string; staffRole: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('admins')
    .values({ ...member, email: member.email.toLowerCase() })
    .execute();
}

/** Accepting an invitation signs the new member in. */
export async function setLastSignIn(db: DbOrTx, id: string, at: string): Promise<void> {
  await db.updateTable('admins').set({ lastSignInAt: at }).where('id', '=', id).execute();
}

export async function updateStaffRow(db: DbOrTx, id: string, change: { name?: string; staffRole?: string }) {
  await db.updateTable('admins').set(change).where('id', '=', id).execute();
}

/** Deactivating also raises the session version: every token the member holds stops working. */
export async function setStaffDeactivated(db: DbOrTx, id: string, at: string | null): Promise<void> {
  await db
    .updateTable('admins')
    .set((eb) => ({
      deactivatedAt: at,
      ...(at ? { sessionVersion: eb('sessionVersion', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** Who teaches what: each member's batches, by name. */
export function listTaughtBatches(db: DbOrTx) {
  return db
    .selectFrom('batches')
    .select(['id', 'name', 'instructorId'])
    .where('instructorId', 'is not', null)
    .where('status', '<>', 'ended')
    .orderBy('name')
    .execute();
}

export async function insertInvitation(db: DbOrTx, invitation: Insertable<StaffInvitationsTable>): Promise<void> {
  await db
    .insertInto('staffInvitations')
    .values({ ...invitation, email: invitation.email.toLowerCase() })
    .execute();
}

/** The invitations still open to an email end: a newer one replaces them. */
export async function withdrawOpenInvitationsTo(db: DbOrTx, email: string, at: string): Promise<void> {
  await db
    .updateTable('staffInvitations')
    .set({ withdrawnAt: at })
    .where('email', '=', email.toLowerCase())
    .where('acceptedAt', 'is', null)
    .where('withdrawnAt', 'is', null)
    .execute();
}

/** Invitations neither used nor withdrawn, newest first (expired ones too: the owner sees them and sends again). */
export function listOpenInvitations(db: DbOrTx): Promise<InvitationRow[]> {
  return db
    .selectFrom('staffInvitations')
    .selectAll()
    .where('acceptedAt', 'is', null)
    .where('withdrawnAt', 'is', null)
    .orderBy('invitedAt', 'desc')
    .execute();
}

export function findInvitation(db: DbOrTx, id: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('staffInvitations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findInvitationByHash(db: DbOrTx, tokenHash: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('staffInvitations').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

export async function withdrawInvitationRow(db: DbOrTx, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('staffInvitations')
    .set({ withdrawnAt: at })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Uses the invitation once: false when another request used, or the owner withdrew, it first. */
export async function acceptInvitationRow(db: DbOrTx, id: string, staffId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('staffInvitations')
    .set({ acceptedAt: at, staffId })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The name (or email) the invitation email gives for who sent it. */
export async function inviterName(db: DbOrTx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const row = await db.selectFrom('admins').select(['name', 'email']).where('id', '=', id).executeTakeFirst();
  return row ? row.name || row.email : null;
}
