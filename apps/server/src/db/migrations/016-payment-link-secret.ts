import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * A payment's link secret: who follows the payer's link without a login proves it with this secret, not with the
 * payment's id (ids travel in pages, lists and logs). Only its SHA-256 is kept, as for the waiting list's offer
 * links: a copy of the database opens no payment. Lookups go by the payment's id, so no index is needed.
 *
 * Existing payments get a secret nobody is told: the links already emailed (`/pay/<id>`) stop opening them for a
 * visitor. The family still sees its payments after logging in, and the admin can renew a payment's link to hand
 * the payer a working one (decision 030).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('link_secret_hash', 'varchar(64)').execute();
  const payments = await sql<{ id: string }>`select id from payments`.execute(db);
  for (const payment of payments.rows) {
    const hash = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex');
    await sql`update payments set link_secret_hash = ${hash} where id = ${payment.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('link_secret_hash').execute();
}
