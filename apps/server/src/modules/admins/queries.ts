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

/** A new password ends every session issued with the old one. */
export async function updateAdminPassword(db: DbOrTx, id: string, passwordHash: string) {
  await db
    .updateTable('admins')
    .set((eb) => ({ passwordHash, sessionVersion: eb('sessionVersion', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
