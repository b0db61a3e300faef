import { sql, type Kysely } from 'kysely';

/**
 * Trial messages to leads (docs/decisions/065-trial-messages.md).
 *
 * - `leads.trial_on`: the day of the trial class the academy booked (its batch is `batch_id`); the day before it the
 *   lead is reminded, the day after it thanked.
 * - `leads.messages_opt_in` with `messages_consent_at`, `messages_consent_source` (form, reply) and
 *   `messages_notice_version`: the enquirer's opt-in to WhatsApp and SMS messages about the trial, as last given or
 *   withdrawn. A lead has no account, so its opt-in lives on the lead and goes with it.
 * - `messages.lead_id`: a message to a lead rather than to a family's account; deleted with the lead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').addColumn('trial_on', 'varchar(10)').execute();
  await db.schema
    .alterTable('leads')
    .addColumn('messages_opt_in', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`messages_opt_in in (0, 1)`),
    )
    .execute();
  await db.schema.alterTable('leads').addColumn('messages_consent_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('leads')
    .addColumn('messages_consent_source', 'varchar(16)', (c) =>
      c.check(sql`messages_consent_source in ('form', 'reply')`),
    )
    .execute();
  await db.schema.alterTable('leads').addColumn('messages_notice_version', 'varchar(32)').execute();
  await db.schema.createIndex('leads_trial_on').on('leads').columns(['trial_on', 'state']).execute();
  await db.schema
    .alterTable('messages')
    .addColumn('lead_id', 'varchar(64)', (c) => c.references('leads.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('messages_lead').on('messages').column('lead_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_lead').execute();
  await db.schema.alterTable('messages').dropColumn('lead_id').execute();
  await db.schema.dropIndex('leads_trial_on').execute();
  for (const column of [
    'messages_notice_version',
    'messages_consent_source',
    'messages_consent_at',
    'messages_opt_in',
    'trial_on',
  ]) {
    await db.schema.alterTable('leads').dropColumn(column).execute();
  }
}
