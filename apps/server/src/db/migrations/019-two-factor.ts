import type { Kysely } from 'kysely';

/**
 * Staff sign in with a second factor (decision 041). Staff are the `admins` accounts; each table is keyed by one
 * and goes with it.
 *
 * - `staff_two_factor`: the account's authenticator secret (sealed with TWO_FACTOR_KEY when it is set), null
 *   `enabled_at` while an enrolment waits for its first code, and the last time step a code was accepted in, so the
 *   code of a step already used is refused (a replay).
 * - `staff_recovery_codes`: the SHA-256 of each recovery code; a used one keeps its row with `used_at`, so the
 *   account screen can count what is left.
 * - `staff_sign_in_challenges`: what a right password hands out while the code is awaited: the SHA-256 of the
 *   challenge, the account's session version then (a password changed meanwhile voids it), when it ends and the
 *   wrong codes it has taken. A challenge is deleted when used, and the expired ones at each new sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_two_factor')
    .addColumn('admin_id', 'varchar(64)', (c) => c.primaryKey().references('admins.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'varchar(32)')
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('admin_id', 'varchar(64)', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_recovery_codes_pkey', ['admin_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('staff_sign_in_challenges')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('admin_id', 'varchar(64)', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('session_version', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_sign_in_challenges_expires_idx')
    .on('staff_sign_in_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_sign_in_challenges').execute();
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_two_factor').execute();
}
