import type { FastifyRequest } from 'fastify';
import { RETENTION, SECURITY_AUDIT_ACTIONS, type AuditAction, type AuditActorRole } from '@academy/contract';
import type { DbOrTx } from '../db/database.ts';
import { newId, nowIso } from '../lib/ids.ts';
// request.user is declared by the guards' module augmentation.
import type {} from '../security/guards.ts';

/** Who did it; `label` is the account's email at the time (looked up when not given). */
export interface Actor {
  role: AuditActorRole;
  id: string | null;
  label?: string | null;
  ip: string | null;
}

export interface AuditRecord {
  action: AuditAction;
  subject: { kind: string; id: string | null };
  /** The values the action changed, as they were; null for a creation. */
  before?: Record<string, unknown> | null;
  /** As they became; null for a deletion. */
  after?: Record<string, unknown> | null;
}

/** The caller of a request: its account when a valid token came with it, else a visitor. */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user;
  if (!user) return { role: 'visitor', id: null, ip: request.ip };
  return { role: user.role === 'admin' ? 'admin' : 'fighter', id: user.id, ip: request.ip };
}

/** A command run on the server (`npm run admin`) or a job: no account, no address. */
export const systemActor = (label: string): Actor => ({ role: 'system', id: null, label, ip: null });

/** Secrets never enter the log, whatever a caller passes: a reset code is `code`, a booking's bookingCode is not. */
const SECRET_KEY = /password|hash|token|secret|otp|^code$/i;

function withoutSecrets(values: Record<string, unknown> | null | undefined): string | null {
  if (!values) return null;
  return JSON.stringify(Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_KEY.test(key))));
}

async function accountEmail(db: DbOrTx, actor: Actor): Promise<string | null> {
  if (!actor.id || (actor.role !== 'admin' && actor.role !== 'fighter')) return null;
  const table = actor.role === 'admin' ? 'admins' : 'fighters';
  const row = await db.selectFrom(table).select('email').where('id', '=', actor.id).executeTakeFirst();
  return row?.email ?? null;
}

/**
 * Appends one entry. Pass the transaction of the change it describes, so the entry exists exactly when the change
 * does. This is the one call a module makes; nothing in the application updates entries, and only
 * deleteAuditEntriesPastRetention deletes them.
 */
export async function recordAudit(db: DbOrTx, actor: Actor, record: AuditRecord): Promise<void> {
  const label = actor.label !== undefined ? actor.label : await accountEmail(db, actor);
  await db
    .insertInto('auditLog')
    .values({
      id: newId(),
      at: nowIso(),
      actorRole: actor.role,
      actorId: actor.id,
      actorLabel: label?.toLowerCase() ?? null,
      ip: actor.ip,
      action: record.action,
      subjectKind: record.subject.kind,
      subjectId: record.subject.id,
      before: withoutSecrets(record.before),
      after: withoutSecrets(record.after),
    })
    .execute();
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
