import {
  AUDIT_PAGE_SIZE,
  isStaffRole,
  type AuditAction,
  type AuditEntry,
  type AuditLogReply,
  type StaffRole,
} from '@academy/contract';
import type { Deps } from '../../deps.ts';
import type { AuditLogTable } from '../../db/schema.ts';
import { countAuditEntries, listAuditEntries, staffNames, subjectNames, type AuditFilter } from './queries.ts';

/** The academy's days are Indian days: IST is UTC+05:30 all year, so a day's bounds need no time-zone data. */
const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
const nextIstDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+05:30`) + 86_400_000).toISOString();

const parseValues = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

/** A member of staff's role when they acted; before roles existed every admin was the owner. */
function staffRoleOf(row: AuditLogTable): StaffRole | null {
  if (row.actorRole !== 'admin') return null;
  return isStaffRole(row.actorStaffRole) ? row.actorStaffRole : 'owner';
}

function toAuditEntry(row: AuditLogTable, names: Map<string, string>, subjects: Map<string, string>): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: {
      role: row.actorRole as AuditEntry['actor']['role'],
      id: row.actorId,
      label: row.actorLabel,
      ip: row.ip,
      name: row.actorRole === 'admin' && row.actorId ? (names.get(row.actorId) ?? null) : null,
      staffRole: staffRoleOf(row),
    },
    action: row.action as AuditAction,
    subject: {
      kind: row.subjectKind,
      id: row.subjectId,
      name: row.subjectId ? (subjects.get(`${row.subjectKind}:${row.subjectId}`) ?? null) : null,
    },
    before: parseValues(row.before),
    after: parseValues(row.after),
  };
}

export async function listAudit(
  deps: Pick<Deps, 'db'>,
  query: { person?: string; action?: AuditAction; from?: string; to?: string; page: number },
): Promise<Omit<AuditLogReply, 'status' | 'message'>> {
  const filter: AuditFilter = {
    ...(query.person ? { person: query.person } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.from ? { fromAt: istDayStart(query.from) } : {}),
    ...(query.to ? { toAt: nextIstDayStart(query.to) } : {}),
  };
  const [rows, total] = await Promise.all([
    listAuditEntries(deps.db, filter, { limit: AUDIT_PAGE_SIZE, offset: (query.page - 1) * AUDIT_PAGE_SIZE }),
    countAuditEntries(deps.db, filter),
  ]);
  const staffIds = [
    ...new Set(rows.filter((row) => row.actorRole === 'admin' && row.actorId).map((row) => row.actorId!)),
  ];
  const [names, subjects] = await Promise.all([
    staffNames(deps.db, staffIds),
    subjectNames(
      deps.db,
      rows.map((row) => ({ kind: row.subjectKind, id: row.subjectId })),
    ),
  ]);
  return {
    entries: rows.map((row) => toAuditEntry(row, names, subjects)),
    total,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
