import type { FastifyRequest } from 'fastify';
import {
  RETENTION,
  SECURITY_AUDIT_ACTIONS,
  type AuditAction,
  type AuditActorRole,
  type StaffRole,
} from '@academy/contract';
import type { DbOrTx } from '../db/database.ts';
import { newId, nowIso } from '../lib/ids.ts';
// request.user is declared by the guards' module augmentation.
import type {} from '../security/guards.ts';

/**
 * A person's value in an audit entry, with the id under which an erasure finds that person: a profile's (the
 * account's or a child's), a booking's (its attendee), a waiting-list place's, a consent record's (its guardian
 * block) or a payment's (its payer). recordAudit stores the bare value and records where it put it, so an erasure
 * blanks exactly the values of the ids it erases, whatever the fields are called. Build it with `personal()`.
 */
export class PersonalValue<T = unknown> {
  constructor(
    readonly owner: string,
    readonly value: T,
  ) {}
}

/** Declares `value` as the person `owner`'s: see PersonalValue. */
export const personal = <T>(owner: string, value: T): PersonalValue<T> => new PersonalValue(owner, value);

/** Every field of `values` as the person `owner`'s (a profile, a booking's attendee). */
export function personalFields<T extends Record<string, unknown>>(
  owner: string,
  values: T,
): { [K in keyof T]: PersonalValue<T[K]> } {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, personal(owner, value)])) as {
    [K in keyof T]: PersonalValue<T[K]>;
  };
}

/**
 * Field names that always hold a person's value. recordAudit refuses such a field unless it is declared with
 * `personal()` (the type below at compile time, recordAudit at run time for values typed as plain records), so an
 * entry cannot be written with a person's value that an erasure would not find. An event's `address` is a
 * place, not a person's: it is not in the list, and a profile's address goes in through personalFields.
 */
export const PERSONAL_AUDIT_KEYS = [
  'email',
  'fullName',
  'fighterName',
  'childName',
  'studentName',
  'mobileNumber',
  'dateOfBirth',
  'age',
  'gender',
  'weight',
  'height',
  'beltLevel',
  'discipline',
  'masterName',
  'academyName',
  'guardianName',
  'guardianEmail',
  'guardianMobile',
  'relation',
  'payerName',
  'payerEmail',
] as const;
type PersonalKey = (typeof PERSONAL_AUDIT_KEYS)[number];
const PERSONAL_KEY_SET: ReadonlySet<string> = new Set(PERSONAL_AUDIT_KEYS);

/** `T` with every field named like a person's value required to be a PersonalValue (or empty), at any depth. */
export type DeclaredPersonal<T> =
  T extends PersonalValue<unknown>
    ? T
    : T extends object
      ? { [K in keyof T]: K extends PersonalKey ? PersonalValue<unknown> | null | undefined : DeclaredPersonal<T[K]> }
      : T;

/** Who did it; `label` is the account's email at the time (looked up when not given). */
export interface Actor {
  role: AuditActorRole;
  id: string | null;
  /** A visitor's own email (a booking, a consent confirmed) is theirs: pass it as personal(the record's id, email). */
  label?: string | PersonalValue<string> | null;
  ip: string | null;
  /** A member of staff's role as they act (the log names the person and the role). */
  staffRole?: StaffRole;
}

export type AuditValues = Record<string, unknown> | null | undefined;

export interface AuditRecord<B extends AuditValues = AuditValues, A extends AuditValues = AuditValues> {
  action: AuditAction;
  subject: { kind: string; id: string | null };
  /** The values the action changed, as they were; null for a creation. People's values wrapped in personal(). */
  before?: B & DeclaredPersonal<B>;
  /** As they became; null for a deletion. */
  after?: A & DeclaredPersonal<A>;
}

/** The caller of a request: its account when a valid token came with it, else a visitor. */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user;
  if (!user) return { role: 'visitor', id: null, ip: request.ip };
  if (user.role === 'fighter') return { role: 'fighter', id: user.id, ip: request.ip };
  return { role: 'admin', id: user.id, ip: request.ip, ...(user.staffRole ? { staffRole: user.staffRole } : {}) };
}

/** A command run on the server (`npm run admin`) or a job: no account, no address. */
export const systemActor = (label: string): Actor => ({ role: 'system', id: null, label, ip: null });

/** Secrets never enter the log, whatever a caller passes: a reset code is `code`, a booking's bookingCode is not. */
const SECRET_KEY = /password|hash|token|secret|otp|^code$/i;

/** Where a value sits in an entry: `['after', 'consent', 'guardianEmail']`, `['actorLabel']`. */
export type AuditPath = (string | number)[];

/** The people whose values an entry holds, each with the paths of their values. */
export type AuditPeople = Record<string, AuditPath[]>;

function declare(people: AuditPeople, owner: string, path: AuditPath) {
  (people[owner] ??= []).push(path);
}

/**
 * The stored form of a value: markers replaced by their values, whose paths go into `people`. A field named like
 * a person's value that is not declared is a programming error, refused here so that no entry escapes an erasure.
 */
function unwrap(value: unknown, path: AuditPath, people: AuditPeople, action: string): unknown {
  if (value instanceof PersonalValue) {
    if (value.value !== null && value.value !== undefined) declare(people, value.owner, path);
    return value.value;
  }
  if (Array.isArray(value)) return value.map((item, index) => unwrap(item, [...path, index], people, action));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => {
        if (PERSONAL_KEY_SET.has(key) && item !== null && item !== undefined && !(item instanceof PersonalValue)) {
          throw new Error(
            `audit ${action}: ${[...path, key].join('.')} is a person's value; declare it with personal()`,
          );
        }
        return [key, unwrap(item, [...path, key], people, action)];
      }),
    );
  }
  return value;
}

function stored(
  side: 'before' | 'after',
  values: Record<string, unknown> | null | undefined,
  people: AuditPeople,
  action: string,
): string | null {
  if (!values) return null;
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_KEY.test(key)));
  return JSON.stringify(unwrap(kept, [side], people, action));
}

/**
 * before/after as stored: secrets dropped, personal() markers replaced by their values, whose paths are added to
 * `people`. Throws on a field named like a person's value (PERSONAL_AUDIT_KEYS) that was not declared.
 */
export function storedValues(
  record: Pick<AuditRecord, 'action' | 'before' | 'after'>,
  people: AuditPeople = {},
): { before: string | null; after: string | null; people: AuditPeople } {
  return {
    before: stored('before', record.before, people, record.action),
    after: stored('after', record.after, people, record.action),
    people,
  };
}

async function accountEmail(db: DbOrTx, actor: Actor): Promise<string | null> {
  if (!actor.id || (actor.role !== 'admin' && actor.role !== 'fighter')) return null;
  const table = actor.role === 'admin' ? 'admins' : 'fighters';
  const row = await db.selectFrom(table).select('email').where('id', '=', actor.id).executeTakeFirst();
  return row?.email ?? null;
}

/**
 * Appends one entry. Pass the transaction of the change it describes, so the entry exists exactly when the change
 * does. This is the one call a module makes; nothing in the application updates entries but an erasure's
 * redaction, and only deleteAuditEntriesPastRetention deletes them.
 *
 * A person's values are passed as personal(their id, value): the entry records where each person's values are
 * (`people`, and a row of audit_people per person), so erasing that id blanks them and nothing else.
 */
export async function recordAudit<B extends AuditValues, A extends AuditValues>(
  db: DbOrTx,
  actor: Actor,
  record: AuditRecord<B, A>,
): Promise<void> {
  const people: AuditPeople = {};
  let label: string | null;
  if (actor.label instanceof PersonalValue) {
    label = actor.label.value;
    // A visitor's email and address, given by themselves: both are theirs.
    declare(people, actor.label.owner, ['actorLabel']);
    if (actor.ip !== null) declare(people, actor.label.owner, ['ip']);
  } else {
    label = actor.label !== undefined ? actor.label : await accountEmail(db, actor);
  }
  const { before, after } = storedValues(record, people);
  const id = newId();
  await db
    .insertInto('auditLog')
    .values({
      id,
      at: nowIso(),
      actorRole: actor.role,
      actorId: actor.id,
      actorLabel: label?.toLowerCase() ?? null,
      ip: actor.ip,
      actorStaffRole: actor.role === 'admin' ? (actor.staffRole ?? null) : null,
      action: record.action,
      subjectKind: record.subject.kind,
      subjectId: record.subject.id,
      before,
      after,
      people: JSON.stringify(people),
    })
    .execute();
  const owners = Object.keys(people);
  if (owners.length > 0) {
    await db
      .insertInto('auditPeople')
      .values(owners.map((personId) => ({ entryId: id, personId })))
      .execute();
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one deletion the audit log allows: entries past their retention period (RETENTION in the contract, which
 * the privacy notice quotes). Security events go after `securityEventDays`; every other entry (changes made by the
 * admin, accounts, consent) after `auditRecordYears`. The daily retention job calls it; nothing else may.
 */
export async function deleteAuditEntriesPastRetention(
  db: DbOrTx,
  now: Date,
): Promise<{ securityEvents: number; records: number }> {
  const securityBefore = new Date(now.getTime() - RETENTION.securityEventDays * DAY_MS).toISOString();
  const recordsBefore = new Date(now);
  recordsBefore.setUTCFullYear(recordsBefore.getUTCFullYear() - RETENTION.auditRecordYears);
  const result = await db
    .deleteFrom('auditLog')
    .where((eb) =>
      eb.or([
        eb.and([eb('action', 'in', SECURITY_AUDIT_ACTIONS), eb('at', '<', securityBefore)]),
        eb('at', '<', recordsBefore.toISOString()),
      ]),
    )
    .returning('action')
    .execute();
  const security = new Set<string>(SECURITY_AUDIT_ACTIONS);
  const securityEvents = result.filter((row) => security.has(row.action)).length;
  return { securityEvents, records: result.length - securityEvents };
}
