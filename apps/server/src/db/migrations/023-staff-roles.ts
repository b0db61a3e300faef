import { sql, type Kysely } from 'kysely';

/**
 * Staff accounts and their roles (docs/decisions/039-staff-and-roles.md).
 *
 * - `admins` holds every member of staff. Each existing admin becomes an owner (the default), keeps their email,
 *   password and sessions, and has no name yet (the screens show the email until the owner types one). A member is
 *   deactivated, not deleted: `deactivated_at`. `last_sign_in_at` is the last login (whether two-factor is on is
 *   read from `staff_two_factor`, migration 019).
 * - `staff_invitations`: the owner's one-time links. Only the SHA-256 of the link's secret is kept; a link works
 *   until `expires_at`, once (`accepted_at`), unless withdrawn or replaced by a newer one to the same email.
 * - `batches.instructor_id`: the member who teaches the batch. The free-text `instructor` stays the name the class
 *   pages show (a staff instructor's name is written there). No batch is linked here: before this migration no
 *   admin had a name to match a batch's text against, so every batch keeps its text, and a batch is linked when an
 *   instructor whose name is that text joins, or when the owner picks its instructor in the batch form.
 * - `grading_candidates.proposed_*`: an instructor's proposed result, which the owner records.
 * - `audit_log.actor_staff_role`: the role of the member of staff who acted, as it was then; null before (every
 *   admin was the owner).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('admins')
    .addColumn('staff_role', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('owner')
        .check(sql`staff_role in ('owner', 'instructor', 'frontDesk')`),
    )
    .execute();
  await db.schema.alterTable('admins').addColumn('deactivated_at', 'varchar(32)').execute();
  await db.schema.alterTable('admins').addColumn('last_sign_in_at', 'varchar(32)').execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('staff_role', 'varchar(20)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('invited_by', 'varchar(64)', (c) => c.references('admins.id'))
    .addColumn('invited_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('withdrawn_at', 'varchar(32)')
    .addColumn('staff_id', 'varchar(64)', (c) => c.references('admins.id'))
    .execute();
  await db.schema.createIndex('staff_invitations_email_idx').on('staff_invitations').column('email').execute();

  await db.schema
    .alterTable('batches')
    .addColumn('instructor_id', 'varchar(64)', (c) => c.references('admins.id'))
    .execute();
  await db.schema.createIndex('batches_instructor_idx').on('batches').column('instructor_id').execute();

  await db.schema.alterTable('grading_candidates').addColumn('proposed_result', 'varchar(10)').execute();
  await db.schema.alterTable('grading_candidates').addColumn('proposed_by', 'varchar(64)').execute();
  await db.schema.alterTable('grading_candidates').addColumn('proposed_at', 'varchar(32)').execute();

  await db.schema.alterTable('audit_log').addColumn('actor_staff_role', 'varchar(20)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('actor_staff_role').execute();
  for (const column of ['proposed_at', 'proposed_by', 'proposed_result'])
    await db.schema.alterTable('grading_candidates').dropColumn(column).execute();
  await db.schema.dropIndex('batches_instructor_idx').execute();
  await db.schema.alterTable('batches').dropColumn('instructor_id').execute();
  await db.schema.dropTable('staff_invitations').execute();
  for (const column of ['last_sign_in_at', 'deactivated_at', 'staff_role', 'name'])
    await db.schema.alterTable('admins').dropColumn(column).execute();
}
