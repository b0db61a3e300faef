import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { PERSONAL_AUDIT_KEYS, type AuditPath, type AuditPeople } from './audit-log.ts';

/** What stands in the log where an erased person's value was. */
export const ERASED_VALUE = '[erased]';

/**
 * FALLBACK ONLY, for entries written before migration 017 (their `people` is null): they do not say whose values
 * they hold, so these field names are taken as the person's. Every later entry declares its people's values
 * (personal() in recordAudit) and is redacted by those declarations alone.
 */
const LEGACY_PERSONAL_KEYS: ReadonlySet<string> = new Set([...PERSONAL_AUDIT_KEYS, 'address']);

export interface ErasedPerson {
  /**
   * The account, its profiles and the bookings, waiting-list places, consent records and payments made by or for
   * them: the ids their values were declared under, and entries that acted on these are theirs.
   */
  ids: string[];
  /**
   * The account's email, which names them as the actor of entries without an account (a failed login, a visitor's
   * booking written before 017). Not the emails of bookings made for others: those may be another account's, whose
   * own entries must stay whole.
   */
  emails: string[];
}

type Side = Record<string, unknown>;

/**
 * Fallback for an entry written before 017: the known field names at any depth (a guardian block sits inside
 * `consent`), and any value equal to the email.
 */
function redactLegacyValue(value: unknown, key: string | null, emails: ReadonlySet<string>): unknown {
  if (value === null || value === undefined) return value;
  if (key !== null && LEGACY_PERSONAL_KEYS.has(key)) return ERASED_VALUE;
  if (typeof value === 'string') return emails.has(value.toLowerCase()) ? ERASED_VALUE : value;
  if (Array.isArray(value)) return value.map((item) => redactLegacyValue(item, null, emails));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Side).map(([name, item]) => [name, redactLegacyValue(item, name, emails)]),
    );
  }
  return value;
}

function redactByFieldName(json: string | null, emails: ReadonlySet<string>): string | null {
  return json === null ? null : JSON.stringify(redactLegacyValue(JSON.parse(json), null, emails));
}

/** Replaces the value at `path` (below the side's root) with ERASED_VALUE; a path that is gone changes nothing. */
function blankAt(root: unknown, path: AuditPath): void {
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return;
    node = (node as Record<string | number, unknown>)[key];
  }
  const last = path.at(-1);
  if (last === undefined || node === null || typeof node !== 'object') return;
  const holder = node as Record<string | number, unknown>;
  if (holder[last] !== null && holder[last] !== undefined) holder[last] = ERASED_VALUE;
}

interface EntryRow {
  actorLabel: string | null;
  ip: string | null;
  before: string | null;
  after: string | null;
}

/** The declared values of the erased ids, blanked: exactly what the entry's writer said was theirs. */
function redactDeclared(row: EntryRow, people: AuditPeople, ids: ReadonlySet<string>): EntryRow {
  const sides = {
    before: row.before === null ? null : (JSON.parse(row.before) as Side),
    after: row.after === null ? null : (JSON.parse(row.after) as Side),
  };
  let { actorLabel, ip } = row;
  for (const [owner, paths] of Object.entries(people)) {
    if (!ids.has(owner)) continue;
    for (const [root, ...rest] of paths) {
      if (root === 'actorLabel') actorLabel = null;
      else if (root === 'ip') ip = null;
      else if (root === 'before' || root === 'after') blankAt(sides[root], rest);
    }
  }
  return {
    actorLabel,
    ip,
    before: sides.before === null ? null : JSON.stringify(sides.before),
    after: sides.after === null ? null : JSON.stringify(sides.after),
  };
}

/**
 * THE ONE EXCEPTION to the log being appended only: an erasure (modules/data-rights) blanks the erased person's
 * values in the entries that hold them, in the erasure's own transaction. The entries stay (who did what, when, to
 * which id); what goes is every value their writer declared as one of the erased ids' (names, emails, mobiles,
 * dates of birth, a guardian block, wherever in before/after it sits), and where the person acted, their email
 * (the actor's label) and address (IP). Returns how many entries it changed.
 */
export async function redactAuditEntriesOfErasedPerson(
  trx: Transaction<Database>,
  person: ErasedPerson,
): Promise<number> {
  const emails = new Set(person.emails.map((email) => email.toLowerCase()));
  const ids = new Set(person.ids);
  if (ids.size === 0 && emails.size === 0) return 0;
  const rows = await trx
    .selectFrom('auditLog')
    .select(['id', 'actorRole', 'actorId', 'actorLabel', 'ip', 'before', 'after', 'people'])
    .where((eb) =>
      eb.or([
        ...(ids.size
          ? [
              // Entries holding a declared value of theirs (017 on), through audit_people's index.
              eb(
                'id',
                'in',
                eb
                  .selectFrom('auditPeople')
                  .select('entryId')
                  .where('personId', 'in', [...ids]),
              ),
              eb('actorId', 'in', [...ids]),
              // Entries written before 017 about them, redacted by field name.
              eb('subjectId', 'in', [...ids]),
            ]
          : []),
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
      (row.actorId !== null && ids.has(row.actorId)) ||
      (row.actorRole !== 'admin' && row.actorRole !== 'system' && emails.has(row.actorLabel ?? ''));
    const acted = { ...row, actorLabel: theirs ? null : row.actorLabel, ip: theirs ? null : row.ip };
    const next =
      row.people === null
        ? { ...acted, before: redactByFieldName(row.before, emails), after: redactByFieldName(row.after, emails) }
        : redactDeclared(acted, JSON.parse(row.people) as AuditPeople, ids);
    if (
      next.actorLabel === row.actorLabel &&
      next.ip === row.ip &&
      next.before === row.before &&
      next.after === row.after
    ) {
      continue;
    }
    await trx
      .updateTable('auditLog')
      .set({ actorLabel: next.actorLabel, ip: next.ip, before: next.before, after: next.after })
      .where('id', '=', row.id)
      .execute();
    changed++;
  }
  return changed;
}
