import { sql, type Kysely } from 'kysely';

/**
 * WhatsApp, SMS and email messages to families (docs/decisions/064-whatsapp-and-sms.md).
 *
 * - `messages`: one row per message to a family. `channels` is the order the channels are tried in (JSON), `channel`
 *   the one tried last, `values` the template's placeholders in the family's language (JSON), `email` the email to
 *   send when the message goes by email (JSON, the mail outbox's message). `dedupe_key` makes one message per family,
 *   kind and day (and what it is about). `price_paise` is the price of a message on its channel when it was handed
 *   over, for the month's estimate. Deleted with the account (an erasure).
 * - `message_consents`: a person's opt-in to WhatsApp or SMS as last given or withdrawn, with when, how (source) and
 *   the notice version they saw; every change is also in the audit log.
 * - `message_rates`: per provider, the instant its next message may be handed over: queuing a message takes the next
 *   slot, so a fee day's thousand reminders go at the provider's rate without holding up other jobs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)', (c) => c.references('fighters.id').onDelete('cascade'))
    .addColumn('family_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('values', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.check(sql`channel in ('whatsapp', 'sms', 'email')`))
    .addColumn('to_address', 'varchar(254)')
    .addColumn('state', 'varchar(16)', (c) =>
      c.notNull().check(sql`state in ('queued', 'sent', 'delivered', 'read', 'failed', 'skipped')`),
    )
    .addColumn('reason', 'varchar(500)')
    .addColumn('provider_id', 'varchar(128)')
    .addColumn('price_paise', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`price_paise >= 0`),
    )
    .addColumn('dedupe_key', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('state_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_created').on('messages').column('created_at').execute();
  await db.schema.createIndex('messages_account').on('messages').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('messages_provider').on('messages').columns(['channel', 'provider_id']).execute();
  await db.schema.createIndex('messages_sent').on('messages').columns(['sent_at', 'channel']).execute();

  await db.schema
    .createTable('message_consents')
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull().references('fighters.id').onDelete('cascade'))
    .addColumn('channel', 'varchar(16)', (c) => c.notNull().check(sql`channel in ('whatsapp', 'sms')`))
    .addColumn('opted_in', 'integer', (c) => c.notNull().check(sql`opted_in in (0, 1)`))
    .addColumn('source', 'varchar(16)', (c) =>
      c.notNull().check(sql`source in ('account', 'desk', 'reply', 'link', 'demo')`),
    )
    .addColumn('notice_version', 'varchar(32)', (c) => c.notNull())
    .addColumn('given_by', 'varchar(64)')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_consents_pk', ['account_id', 'channel'])
    .execute();

  await db.schema
    .createTable('message_rates')
    .addColumn('channel', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('next_slot', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_rates').execute();
  await db.schema.dropTable('message_consents').execute();
  await db.schema.dropTable('messages').execute();
}
