import type { DbOrTx } from '../../db/database.ts';

export function findAdminByEmail(db: DbOrTx, email: string) {
  return db.selectFrom('admins').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAdmin(
  db: DbOrTx,
  admin: { id: string; email: string; passwordHash: string; createdAt: string },
) {
  await db
    .insertInto('admins')
    .values({ ...admin, email: admin.email.toLowerCase() })
    .execute();
}

/**
 * Inserts the admin unless one has its email (another server starting at the same moment made it first);
 * returns whether this call inserted it.
 */
export async function insertAdminIfAbsent(
  db: DbOrTx,
  admin: { id: string; email: string; passwordHash: string; createdAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto('admins')
    .values({ ...admin, email: admin.email.toLowerCase() })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * A new password ends every session issued with the old one. The command is the server operator's way back in, so
 * the account it sets is an active owner whatever it was.
 */
export async function updateAdminPassword(db: DbOrTx, id: string, passwordHash: string) {
  await db
    .updateTable('admins')
    .set((eb) => ({
      passwordHash,
      sessionVersion: eb('sessionVersion', '+', 1),
      staffRole: 'owner',
      deactivatedAt: null,
    }))
    .where('id', '=', id)
    .execute();
}
