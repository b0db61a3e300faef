import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { findLeadToLink, leadsToJoinFor, unlinkedLeadsWithMobile, updateLinkedLead } from './queries.ts';

/**
 * How a trial lead meets the family it becomes (decision 038), called inside the transactions of the sign-up, the
 * booking and every enrolment that turns active, so a lead cannot miss them. Only this module touches leads for
 * them; it sits below the leads module, which converts a lead through enrolments and fighters.
 */

/**
 * Links to an account the leads that no account has met yet and carry its mobile (both are 10 digits, as every
 * form keeps them), and the lead whose sign-up link the person followed (`inviteToken`), whatever its mobile. A
 * joined lead is left alone, as is a lead another account met first.
 */
export async function linkLeadsToAccount(
  trx: DbOrTx,
  actor: Actor,
  account: { id: string; mobileNumber: string; inviteToken?: string | null | undefined },
): Promise<void> {
  const found = new Map<string, 'mobile' | 'invite'>();
  for (const lead of await unlinkedLeadsWithMobile(trx, account.mobileNumber)) {
    if (lead.state !== 'joined') found.set(lead.id, 'mobile');
  }
  if (account.inviteToken) {
    const invited = await findLeadToLink(trx, account.inviteToken);
    if (invited && invited.accountId === null && invited.state !== 'joined') found.set(invited.id, 'invite');
  }
  const now = nowIso();
  for (const [id, by] of found) {
    await updateLinkedLead(trx, id, { accountId: account.id, updatedAt: now });
    await recordAudit(trx, actor, {
      action: 'lead.link',
      subject: { kind: 'lead', id },
      before: { accountId: null },
      after: { accountId: account.id, by },
    });
  }
}

/**
 * A profile's enrolment turned active: the leads its family's account met become joined, pointing at that profile
 * and batch, so the funnel counts them.
 */
export async function joinLeadsOnEnrolment(
  trx: DbOrTx,
  actor: Actor,
  enrolment: { fighterId: string; batchId: string },
): Promise<void> {
  const now = nowIso();
  for (const lead of await leadsToJoinFor(trx, enrolment.fighterId)) {
    await updateLinkedLead(trx, lead.id, {
      state: 'joined',
      fighterId: enrolment.fighterId,
      batchId: enrolment.batchId,
      updatedAt: now,
    });
    await recordAudit(trx, actor, {
      action: 'lead.join',
      subject: { kind: 'lead', id: lead.id },
      before: { state: lead.state },
      after: { state: 'joined', fighterId: enrolment.fighterId, batchId: enrolment.batchId },
    });
  }
}
