import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { parseIndianMobile } from '@academy/contract';

/** Every column holding a mobile number someone typed, with its table's key. */
const MOBILE_COLUMNS = [
  { table: 'fighters', column: 'mobile_number' },
  { table: 'bookings', column: 'mobile_number' },
  { table: 'waitlist', column: 'mobile_number' },
  { table: 'consents', column: 'guardian_mobile' },
  { table: 'leads', column: 'mobile_number' },
] as const;

/**
 * Indian mobiles kept as their 10 digits, and trial leads that meet the family they become (decision 038).
 *
 * - Every stored mobile the forms' rule (the contract's parseIndianMobile, libphonenumber's) reads as an Indian
 *   mobile is rewritten as its 10 digits: a booking's "919820123456" becomes "9820123456". What it cannot read (a
 *   landline, another country's number typed into the old booking form, which took 10 to 15 digits) is left as it
 *   was: it is shown as stored, still calls, and the person fixes it the next time they save the form. A waiting
 *   list entry's saved booking form gets the same change, so the booking it becomes carries the 10 digits. One audit
 *   entry (`mobile.normalise`) reports how many of each were changed and left, never the numbers.
 * - `leads.account_id`: the family account a lead was linked to, by a sign-up or a booking with its mobile or by the
 *   sign-up link sent to it. Its profiles' first enrolment makes the lead joined. Indexed, as is the mobile a
 *   sign-up looks leads up by.
 * - `leads.invite_token`: the secret of the sign-up link the admin sends a lead (`/fighter/signup?lead=<token>`),
 *   kept as it is: the inbox puts it in every WhatsApp message it opens, and it opens only the lead's name, the
 *   student's age and the batch, which the row beside it holds anyway. Existing leads get one here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const changed: Record<string, number> = {};
  const leftAsTyped: Record<string, number> = {};
  for (const { table, column } of MOBILE_COLUMNS) {
    const rows = await sql<{ id: string; mobile: string }>`
      select id, ${sql.ref(column)} as mobile from ${sql.table(table)}`.execute(db);
    changed[table] = 0;
    leftAsTyped[table] = 0;
    for (const { id, mobile } of rows.rows) {
      const digits = parseIndianMobile(mobile.trim());
      if (!digits) leftAsTyped[table]! += 1;
      else if (digits !== mobile) {
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${digits} where id = ${id}`.execute(db);
        changed[table]! += 1;
      }
    }
  }
  await normaliseWaitingListForms(db);
  await sql`insert into audit_log (id, at, actor_role, actor_label, action, subject_kind, subject_id, after, people)
    values (${randomUUID()}, ${new Date().toISOString()}, 'system', 'migration 020', 'mobile.normalise', 'migration',
      '020-indian-mobiles-and-leads', ${JSON.stringify({ changed, leftAsTyped })}, '{}')`.execute(db);

  await db.schema
    .alterTable('leads')
    .addColumn('account_id', 'varchar(64)', (c) => c.references('fighters.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('leads').addColumn('invite_token', 'varchar(64)').execute();
  const leads = await sql<{ id: string }>`select id from leads`.execute(db);
  for (const { id } of leads.rows) {
    await sql`update leads set invite_token = ${leadInviteToken()} where id = ${id}`.execute(db);
  }
  await db.schema.createIndex('leads_invite_token_idx').on('leads').column('invite_token').unique().execute();
  await db.schema.createIndex('leads_mobile_idx').on('leads').column('mobile_number').execute();
  await db.schema.createIndex('leads_account_idx').on('leads').column('account_id').execute();
}

/** The booking form a waiting list entry keeps (JSON) carries the attendee's and maybe a guardian's mobile. */
async function normaliseWaitingListForms(db: Kysely<unknown>): Promise<void> {
  const entries = await sql<{ id: string; request: string }>`select id, request from waitlist`.execute(db);
  for (const { id, request } of entries.rows) {
    const form = JSON.parse(request) as { mobileNumber?: unknown; guardian?: { mobileNumber?: unknown } | null };
    const before = JSON.stringify(form);
    const normalise = (value: unknown) =>
      typeof value === 'string' ? (parseIndianMobile(value.trim()) ?? value) : value;
    form.mobileNumber = normalise(form.mobileNumber);
    if (form.guardian) form.guardian.mobileNumber = normalise(form.guardian.mobileNumber);
    const after = JSON.stringify(form);
    if (after !== before) await sql`update waitlist set request = ${after} where id = ${id}`.execute(db);
  }
}

/** The migration's own copy of the token's shape (leads/service.ts): 32 random bytes, base64url. */
function leadInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The numbers stay as 10 digits: which of them were typed with +91 or a 0 is not kept. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('leads_account_idx').execute();
  await db.schema.dropIndex('leads_mobile_idx').execute();
  await db.schema.dropIndex('leads_invite_token_idx').execute();
  await db.schema.alterTable('leads').dropColumn('invite_token').execute();
  await db.schema.alterTable('leads').dropColumn('account_id').execute();
}
