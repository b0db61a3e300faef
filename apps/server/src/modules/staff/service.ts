import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  isStaffRole,
  STAFF_INVITATION_DAYS,
  STAFF_INVITATION_PATH,
  STAFF_ROLES,
  type Language,
  type LoginReply,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
  type TwoFactorPolicy,
} from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { pageUrl } from '../../lib/page-url.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { hashSecret } from '../../security/passwords.ts';
import type { AuthUser } from '../../security/tokens.ts';
import { linkInstructorByName, renameInstructor } from '../classes/service.ts';
import { officialConsoles } from '../competition-day/consoles.ts';
import { staffInvitationEmail } from './invitation-email.ts';
import {
  acceptInvitationRow,
  countActiveOwners,
  findInvitationByHash,
  findStaffIdByEmail,
  findStaffRow,
  insertInvitation,
  insertStaff,
  inviterName,
  listOpenInvitations,
  listStaffRows,
  listTaughtBatches,
  lockStaffRow,
  setLastSignIn,
  setStaffDeactivated,
  updateStaffRow,
  withdrawInvitationRow,
  withdrawOpenInvitationsTo,
  type InvitationRow,
  type StaffRow,
} from './queries.ts';
import { twoFactorPolicy } from '../two-factor/policy.ts';

type InviteDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'translator'>;

const INVITATION_MS = STAFF_INVITATION_DAYS * 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const roleOf = (value: string): StaffRole => (isStaffRole(value) ? value : 'owner');

function toMember(row: StaffRow, teaches: { id: string; name: string }[]): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: roleOf(row.staffRole),
    active: row.deactivatedAt === null,
    lastSignInAt: row.lastSignInAt,
    twoFactor: row.twoFactorEnabledAt !== null,
    createdAt: row.createdAt,
    teaches,
  };
}

function toInvitation(row: InvitationRow): StaffInvitation {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: roleOf(row.staffRole),
    invitedAt: row.invitedAt,
    expiresAt: row.expiresAt,
  };
}

async function teachingOf(deps: Pick<Deps, 'db'>): Promise<Map<string, { id: string; name: string }[]>> {
  const taught = new Map<string, { id: string; name: string }[]>();
  for (const batch of await listTaughtBatches(deps.db))
    taught.set(batch.instructorId!, [...(taught.get(batch.instructorId!) ?? []), { id: batch.id, name: batch.name }]);
  return taught;
}

/** The owner's Staff screen: every member with their role, last sign-in and batches, and the open invitations. */
export async function listStaff(
  deps: Pick<Deps, 'db'>,
): Promise<{ staff: StaffMember[]; invitations: StaffInvitation[]; twoFactorPolicy: TwoFactorPolicy }> {
  const [rows, invitations, taught, required] = await Promise.all([
    listStaffRows(deps.db),
    listOpenInvitations(deps.db),
    teachingOf(deps),
    twoFactorPolicy(deps.db),
  ]);
  const members = rows.map((row) => toMember(row, taught.get(row.id) ?? []));
  // Active ones first, then by role as the academy is run (owners, instructors, the desk), then by name.
  members.sort(
    (a, b) =>
      Number(b.active) - Number(a.active) ||
      STAFF_ROLES.indexOf(a.role) - STAFF_ROLES.indexOf(b.role) ||
      (a.name || a.email).localeCompare(b.name || b.email),
  );
  return { staff: members, invitations: invitations.map(toInvitation), twoFactorPolicy: { required } };
}

async function memberById(deps: Pick<Deps, 'db'>, id: string): Promise<StaffMember> {
  const row = await findStaffRow(deps.db, id);
  if (!row) throw notFound('api.staffNotFound');
  return toMember(row, (await teachingOf(deps)).get(id) ?? []);
}

/**
 * Invites someone to the staff: a one-time link, good for STAFF_INVITATION_DAYS, emailed through the outbox in the
 * same transaction. Only its SHA-256 is kept. A newer invitation to the same email replaces an open one (its link
 * stops working); an email that already has a staff account is refused (409).
 */
export async function inviteStaff(
  deps: InviteDeps,
  actor: Actor,
  request: { name: string; email: string; role: StaffRole },
  language: Language,
): Promise<{ invitation: StaffInvitation; url: string }> {
  const email = request.email.toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const url = `${pageUrl(deps.config, DEFAULT_LANGUAGE, STAFF_INVITATION_PATH)}#${token}`;
  const invitation = await deps.db.transaction().execute(async (trx) => {
    if (await findStaffIdByEmail(trx, email)) throw conflict('api.staffEmailTaken');
    const now = new Date();
    await withdrawOpenInvitationsTo(trx, email, now.toISOString());
    const row: InvitationRow = {
      id: newId(),
      name: request.name,
      email,
      staffRole: request.role,
      tokenHash: hashToken(token),
      invitedBy: actor.id,
      invitedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + INVITATION_MS).toISOString(),
      acceptedAt: null,
      withdrawnAt: null,
      staffId: null,
    };
    await insertInvitation(trx, row);
    const letter = {
      to: email,
      name: request.name,
      role: request.role,
      invitedBy: (await inviterName(trx, actor.id)) ?? '',
      url,
    };
    await enqueueEmail(deps, trx, staffInvitationEmail(letter, deps.translator.in(language)));
    await recordAudit(trx, actor, {
      action: 'staff.invite',
      subject: { kind: 'staffInvitation', id: row.id },
      after: { name: personal(row.id, request.name), email: personal(row.id, email), role: request.role },
    });
    return toInvitation(row);
  });
  deps.jobs.wake();
  return { invitation, url };
}

/** The owner takes an invitation back: its link stops working. 404 for one used, withdrawn or unknown. */
export async function withdrawInvitation(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await withdrawInvitationRow(trx, id, nowIso()))) throw notFound('api.invitationNotFound');
    await recordAudit(trx, actor, { action: 'staff.inviteWithdrawn', subject: { kind: 'staffInvitation', id } });
  });
}

/** An open invitation by its link's secret; 404 alike for an unknown, used, withdrawn or expired link. */
async function openInvitation(deps: Pick<Deps, 'db'>, token: string): Promise<InvitationRow> {
  const row = await findInvitationByHash(deps.db, hashToken(token));
  if (!row || row.acceptedAt || row.withdrawnAt || Date.parse(row.expiresAt) <= Date.now())
    throw notFound('api.invitationExpired');
  return row;
}

/** What the invitation page shows before the password is set. */
export async function viewInvitation(deps: Pick<Deps, 'db'>, token: string) {
  const row = await openInvitation(deps, token);
  return { name: row.name, email: row.email, role: roleOf(row.staffRole), expiresAt: row.expiresAt };
}

/**
 * The invited person sets their password: the account is made with the name, email and role the owner gave, the
 * link is used up, and they are signed in. An instructor takes over the batches typed with their name that no
 * member of staff teaches yet (docs/decisions/039).
 */
export async function acceptInvitation(
  deps: Pick<Deps, 'db' | 'tokens'>,
  caller: Actor,
  request: { token: string; password: string },
): Promise<Omit<LoginReply, 'status' | 'message'>> {
  const invitation = await openInvitation(deps, request.token);
  const passwordHash = await hashSecret(request.password);
  const id = newId();
  const role = roleOf(invitation.staffRole);
  await deps.db.transaction().execute(async (trx) => {
    if (await findStaffIdByEmail(trx, invitation.email)) throw conflict('api.staffEmailTaken');
    const now = nowIso();
    await insertStaff(trx, {
      id,
      email: invitation.email,
      passwordHash,
      name: invitation.name,
      staffRole: role,
      createdAt: now,
    });
    if (!(await acceptInvitationRow(trx, invitation.id, id, now))) throw notFound('api.invitationExpired');
    await setLastSignIn(trx, id, now);
    const member: Actor = { role: 'admin', id, ip: caller.ip, staffRole: role };
    await recordAudit(trx, member, {
      action: 'staff.join',
      subject: { kind: 'admin', id },
      after: {
        name: personal(id, invitation.name),
        email: personal(id, invitation.email),
        role,
        invitationId: invitation.id,
      },
    });
    if (role === 'instructor') await linkInstructorByName(trx, member, id, invitation.name);
  });
  const token = await deps.tokens.sign({ id, role: 'admin', sessionVersion: 0 });
  return { token, userId: id, userType: 'admin', id, staffRole: role };
}

/** Nobody changes their own role or switches themselves off: the academy would risk being left without an owner. */
function assertNotSelf(actor: Actor, id: string) {
  if (actor.id === id) throw conflict('api.staffNotYourself');
}

async function assertOwnerRemains(trx: DbOrTx, before: StaffRow) {
  if (before.staffRole === 'owner' && before.deactivatedAt === null && (await countActiveOwners(trx)) <= 1)
    throw conflict('api.lastOwner');
}

/**
 * The owner renames a member or changes their role; the role applies to the member's next request (their token
 * stays valid). A staff instructor's new name is written on the batches they teach, which the class pages show.
 */
export async function updateStaff(
  deps: Pick<Deps, 'db' | 'sessions'>,
  actor: Actor,
  id: string,
  change: { name: string; role: StaffRole },
): Promise<StaffMember> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockStaffRow(trx, id);
    if (!before) throw notFound('api.staffNotFound');
    if (change.role !== before.staffRole) {
      assertNotSelf(actor, id);
      if (change.role !== 'owner') await assertOwnerRemains(trx, before);
    }
    if (change.name === before.name && change.role === before.staffRole) return;
    await updateStaffRow(trx, id, { name: change.name, staffRole: change.role });
    if (change.name !== before.name) await renameInstructor(trx, id, change.name);
    await recordAudit(trx, actor, {
      action: 'staff.update',
      subject: { kind: 'admin', id },
      before: { name: personal(id, before.name), role: before.staffRole },
      after: { name: personal(id, change.name), role: change.role },
    });
  });
  deps.sessions.forget({ id, role: 'admin' });
  return memberById(deps, id);
}

/**
 * Deactivates a member (every session of theirs ends at once: their session version is raised, and this server
 * forgets what it knew; other servers within a second) or lets them sign in again. The member, their history in the
 * audit log and the batches they teach stay; the owner gives those batches to someone else.
 */
export async function setStaffActive(
  deps: Pick<Deps, 'db' | 'sessions'>,
  actor: Actor,
  id: string,
  active: boolean,
): Promise<StaffMember> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockStaffRow(trx, id);
    if (!before) throw notFound('api.staffNotFound');
    if (active === (before.deactivatedAt === null)) return;
    assertNotSelf(actor, id);
    if (!active) await assertOwnerRemains(trx, before);
    await setStaffDeactivated(trx, id, active ? null : nowIso());
    await recordAudit(trx, actor, {
      action: active ? 'staff.reactivate' : 'staff.deactivate',
      subject: { kind: 'admin', id },
    });
  });
  deps.sessions.forget({ id, role: 'admin' });
  return memberById(deps, id);
}

/**
 * The signed-in member, as the web draws their navigation. Whether they must set up a second factor is what the
 * guard found for this very request, so the screens and the 403s never disagree.
 */
export async function myStaffAccount(deps: Pick<Deps, 'db'>, user: AuthUser) {
  const row = await findStaffRow(deps.db, user.id);
  if (!row) throw notFound('api.staffNotFound');
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: roleOf(row.staffRole),
    twoFactor: row.twoFactorEnabledAt !== null,
    mustSetUpTwoFactor: user.mustSetUpTwoFactor === true,
    // A table official's home leads to their tatamis' consoles (decision 061).
    ...(roleOf(row.staffRole) === 'tableOfficial' ? { consoles: await officialConsoles(deps.db, row.id) } : {}),
  };
}
