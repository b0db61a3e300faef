import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What stands in the log where an erased person's value was. */
export const ERASED_VALUE = '[erased]';

/** Recorded fields that describe a person (a fighter's profile, a booking's attendee). */
const PERSONAL_KEYS = new Set([
  'email',
  'fullName',
  'fighterName',
  'mobileNumber',
  'age',
  'gender',
  'address',
  'weight',
  'height',
  'beltLevel',
  'discipline',
  'masterName',
  'academyName',
]);

export interface ErasedPerson {
  /** The account, its profiles and the bookings made by or for them: entries that acted on these are theirs. */
  ids: string[];
  /**
   * The account's email. Not the emails of bookings made for others: those may be another account's, whose own
   * entries must stay whole; the booking entries are found by the booking's id instead.
   */
  emails: string[];
}

function redactValues(json: string | null, emails: Set<string>): string | null {
  if (!json) return json;
  const values = JSON.parse(json) as Record<string, unknown>;
  const redacted = Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const personal = PERSONAL_KEYS.has(key) || (typeof value === 'string' && emails.has(value.toLowerCase()));
      return [key, personal && value !== null ? ERASED_VALUE : value];
    }),
  );
  return JSON.stringify(redacted);
}

/**
 * THE ONE EXCEPTION to the log being appended only: an erasure (modules/data-rights) blanks the erased person's
 * values in the entries about them, in the erasure's own transaction. The entries stay (who did what, when, to
 * which id); what goes is the person's name, email, mobile and other profile values in before/after, their email
 * as the actor's label and their address (IP) where they acted. Returns how many entries it changed.
 */
export async function redactAuditEntriesOfErasedPerson(
  trx: Transaction<Database>,
  person: ErasedPerson,
): Promise<number> {
  const emails = new Set(person.emails.map((email) => email.toLowerCase()));
  if (person.ids.length === 0 && emails.size === 0) return 0;
  const rows = await trx
    .selectFrom('auditLog')
    .select(['id', 'actorRole', 'actorId', 'actorLabel', 'ip', 'before', 'after'])
    .where((eb) =>
      eb.or([
        ...(person.ids.length ? [eb('actorId', 'in', person.ids), eb('subjectId', 'in', person.ids)] : []),
        ...(emails.size
          ? [eb.and([eb('actorRole', 'in', ['fighter', 'visitor']), eb('actorLabel', 'in', [...emails])])]
          : []),
      ]),
    )
    .execute();
  let changed = 0;
  for (const row of rows) {
    // An admin may share the email: only a fighter's or a visitor's label is the erased person's.
    const theirs =
      (row.actorId !== null && person.ids.includes(row.actorId)) ||
      (row.actorRole !== 'admin' && row.actorRole !== 'system' && emails.has(row.actorLabel ?? ''));
    const next = {
      actorLabel: theirs ? null : row.actorLabel,
      ip: theirs ? null : row.ip,
      before: redactValues(row.before, emails),
      after: redactValues(row.after, emails),
    };
    if (
      next.actorLabel === row.actorLabel &&
      next.ip === row.ip &&
      next.before === row.before &&
      next.after === row.after
    ) {
      continue;
    }
    await trx.updateTable('auditLog').set(next).where('id', '=', row.id).execute();
    changed++;
  }
  return changed;
}
