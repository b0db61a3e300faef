import type { Kysely } from 'kysely';

/**
 * The durable job runner's table (email first, scheduled work later), a session version per account so tokens
 * can be revoked, and reset codes keyed by email so an unknown email walks the same states as a real one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(50)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('last_error', 'text')
    .addColumn('dedupe_key', 'varchar(200)', (c) => c.unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['state', 'run_at']).execute();
  await db.schema.createIndex('jobs_kind_state_idx').on('jobs').columns(['kind', 'state', 'created_at']).execute();

  for (const table of ['admins', 'fighters']) {
    await db.schema
      .alterTable(table)
      .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }

  // Pending codes live ten minutes; dropping them on upgrade only asks a fighter mid-reset for a new code.
  await db.schema.dropTable('password_resets').execute();
  await db.schema
    .createTable('password_resets')
    .addColumn('email', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('password_resets_expires_idx').on('password_resets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute();
  for (const table of ['admins', 'fighters']) {
    await db.schema.alterTable(table).dropColumn('session_version').execute();
  }
  await db.schema.dropTable('password_resets').execute();
  await db.schema
    .createTable('password_resets')
    .addColumn('fighter_id', 'varchar(64)', (c) => c.primaryKey().references('fighters.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
}
