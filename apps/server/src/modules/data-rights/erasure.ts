import type { ErasureCounts } from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import { ERASED_VALUE, redactAuditEntriesOfErasedPerson } from '../../audit/erasure-redaction.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { verifySecret } from '../../security/passwords.ts';
import { discardImage } from '../../storage/image-deletion.ts';
import {
  anonymiseBooking,
  bookingsOf,
  deleteAccount,
  deleteEmailsTo,
  deletePasswordResets,
  findAccountScope,
  findPasswordHash,
} from './queries.ts';

/**
 * Erases an account and its profiles. What goes: the account row (email, password, every profile field, the
 * language), the photos, reset codes and emails to the address, every session, the attendee's details on each
 * booking made by or for them, and their values in the audit log. What stays: each booking as an anonymous seat
 * (code, event, time), so the event's seat count and any payment still add up, and the audit entries, which now
 * say what was done to an id that names nobody. The erasure is audited with counts only.
 *
 * The fighter confirms with their password; an admin acting on a person's request does not need it.
 */
export async function eraseAccount(
  deps: Pick<Deps, 'db' | 'images' | 'jobs' | 'config' | 'sessions'>,
  actor: Actor,
  accountId: string,
  password: string | undefined,
): Promise<ErasureCounts> {
  const selfService = actor.role !== 'admin';
  if (selfService) {
    const row = await findPasswordHash(deps.db, accountId);
    if (!row) throw notFound('api.fighterNotFound');
    if (!password || !(await verifySecret(row.passwordHash, password))) throw forbidden('api.erasePasswordWrong');
  }
  const erased = await deps.db.transaction().execute(async (trx) => {
    const scope = await findAccountScope(trx, accountId);
    if (!scope) throw notFound('api.fighterNotFound');
    const bookings = await bookingsOf(trx, scope);
    for (const booking of bookings) await anonymiseBooking(trx, booking.id, ERASED_VALUE);
    const resetCodes = await deletePasswordResets(trx, scope.email);
    const emails = await deleteEmailsTo(trx, scope.email);
    const profileIds = scope.profiles.map((profile) => profile.id);
    const auditEntriesRedacted = await redactAuditEntriesOfErasedPerson(trx, {
      ids: [scope.id, ...profileIds, ...bookings.map((booking) => booking.id)],
      emails: [scope.email],
    });
    await deleteAccount(trx, scope.id);
    const photoKeys = scope.profiles.flatMap((profile) => (profile.imageKey ? [profile.imageKey] : []));
    const counts: ErasureCounts = {
      profiles: scope.profiles.length,
      photos: photoKeys.length,
      bookingsAnonymised: bookings.length,
      resetCodes,
      emails,
      auditEntriesRedacted,
    };
    // The person erasing themselves is named by the account's id only: their email and address are what goes.
    const who: Actor = selfService ? { role: actor.role, id: actor.id, label: null, ip: null } : actor;
    await recordAudit(trx, who, {
      action: 'fighter.erase',
      subject: { kind: 'fighter', id: scope.id },
      after: { requestedBy: actor.role, ...counts },
    });
    return { counts, photoKeys };
  });
  // Tokens of the account are refused from now on: the row they point at is gone.
  deps.sessions.forget({ role: 'fighter', id: accountId });
  for (const key of erased.photoKeys) await discardImage(deps, key);
  return erased.counts;
}
