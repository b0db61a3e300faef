import { normalizeAttendeeName, type ErasureCounts } from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import { ERASED_VALUE, redactAuditEntriesOfErasedPerson } from '../../audit/erasure-redaction.ts';
import { againAfterDeadlock } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { verifySecret } from '../../security/passwords.ts';
import { discardImage } from '../../storage/image-deletion.ts';
import { removeOutboxFilesTo } from '../../mail/mailer.ts';
import { removeFolderMessages } from '../../messaging/folder-sender.ts';
import {
  anonymiseBooking,
  anonymisePayments,
  anonymiseTournamentEntries,
  bookingsOf,
  tournamentEntriesOf,
  consentsOf,
  deleteAccount,
  messagesOf,
  deleteConsents,
  deleteEmailsTo,
  deletePasswordResets,
  deleteProfile,
  deleteWaitlistPlaces,
  findAccountScope,
  findChildProfile,
  findPasswordHash,
  waitlistOf,
} from './queries.ts';
import { freeSeat } from '../bookings/seats.ts';
import { nowIso } from '../../lib/ids.ts';

/** A fighter confirms an erasure with the account's password; an admin acting on a person's request needs none. */
async function checkPassword(deps: Pick<Deps, 'db'>, actor: Actor, accountId: string, password: string | undefined) {
  if (actor.role === 'admin') return;
  const row = await findPasswordHash(deps.db, accountId);
  if (!row?.passwordHash) throw notFound('api.fighterNotFound');
  if (!password || !(await verifySecret(row.passwordHash, password))) throw forbidden('api.erasePasswordWrong');
}

/**
 * Erases an account and its profiles (its own and its children's). What goes: the account row (email, password,
 * every profile field, the language), the children's profiles, the photos, reset codes and emails to the address,
 * consent records naming the account's email or its profiles, every session, the attendee's details on each
 * booking made by or for them, and their values in the audit log. What stays: each booking as an anonymous seat
 * (code, event, time), so the event's seat count and any payment still add up, and the audit entries, which now
 * say what was done to an id that names nobody. The erasure is audited with counts only.
 *
 * The fighter confirms with their password; an admin acting on a person's request does not need it.
 */
export async function eraseAccount(
  deps: Pick<Deps, 'db' | 'images' | 'jobs' | 'config' | 'sessions' | 'log' | 'waitingLine'>,
  actor: Actor,
  accountId: string,
  password: string | undefined,
): Promise<ErasureCounts> {
  const selfService = actor.role !== 'admin';
  await checkPassword(deps, actor, accountId, password);
  // The erasure touches many kinds of rows; a writer locking two of them in the other order (a deadlock) ends it, and
  // it runs again. Everything it does before its commit is in the transaction.
  const erased = await againAfterDeadlock(() =>
    deps.db.transaction().execute(async (trx) => {
      const scope = await findAccountScope(trx, accountId);
      if (!scope) throw notFound('api.fighterNotFound');
      const bookings = await bookingsOf(trx, scope);
      for (const booking of bookings) await anonymiseBooking(trx, booking.id, ERASED_VALUE);
      const places = await waitlistOf(trx, scope);
      // A seat held for this person's open offer goes to the next in line before the place goes.
      for (const place of places) if (place.state === 'offered') await freeSeat(deps, trx, place.eventId, nowIso());
      const waitlistPlaces = await deleteWaitlistPlaces(
        trx,
        places.map((place) => place.id),
      );
      const resetCodes = await deletePasswordResets(trx, scope.email);
      const profileIds = scope.profiles.map((profile) => profile.id);
      const bookingIds = bookings.map((booking) => booking.id);
      // The payments before the emails: a receipt being drawn meanwhile locks its payment before it queues its email,
      // so it either finds the payer gone or is queued where the deletion below finds it.
      const paymentIds = await anonymisePayments(trx, { accountId: scope.id, profileIds, bookingIds }, ERASED_VALUE);
      const emails = await deleteEmailsTo(trx, scope.email);
      const consents = await consentsOf(trx, { email: scope.email, profileIds, bookingIds });
      const consentRecords = await deleteConsents(
        trx,
        consents.map((consent) => consent.id),
      );
      const entryIds = (await tournamentEntriesOf(trx, { profileIds, bookingIds })).map((entry) => entry.id);
      await anonymiseTournamentEntries(trx, entryIds, ERASED_VALUE);
      const auditEntriesRedacted = await redactAuditEntriesOfErasedPerson(trx, {
        ids: [
          scope.id,
          ...profileIds,
          ...bookingIds,
          ...entryIds,
          ...places.map((place) => place.id),
          ...consents.map((consent) => consent.id),
          ...paymentIds,
        ],
        emails: [scope.email],
      });
      const messageIds = (await messagesOf(trx, scope.id)).messages.map((message) => message.id);
      await deleteAccount(trx, scope.id);
      const photoKeys = scope.profiles.flatMap((profile) => (profile.imageKey ? [profile.imageKey] : []));
      const counts: ErasureCounts = {
        profiles: scope.profiles.length,
        photos: photoKeys.length,
        bookingsAnonymised: bookings.length,
        waitlistPlaces,
        consentRecords,
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
      return { counts, photoKeys, email: scope.email, messageIds };
    }),
  );
  // Tokens of the account are refused from now on: the row they point at is gone.
  deps.sessions.forget({ role: 'fighter', id: accountId });
  // Without SMTP_URL the emails "sent" to the address are .eml files in this server's outbox folder. After the
  // commit: a file is not part of the transaction, and an erasure that rolled back must leave them.
  // The erasure has happened: a folder that cannot be read is logged for the operator, not answered as a failure.
  await removeOutboxFilesTo(deps.config.outboxDir, erased.email).catch((error: unknown) =>
    deps.log.error({ err: error }, 'erasure: the .eml files to the erased address could not be deleted'),
  );
  await removeFolderMessages(deps.config.messageFoldersDir, erased.messageIds).catch((error: unknown) =>
    deps.log.error({ err: error }, 'erasure: the WhatsApp and SMS files of the erased account could not be deleted'),
  );
  for (const key of erased.photoKeys) await discardImage(deps, key);
  return erased.counts;
}

/**
 * Erases one child's profile at the guardian's (or, on their request, the admin's) asking: the profile, its photo,
 * its consent records, the child's details on its bookings and in the audit log. The account and its other
 * profiles stay; the guardian's own email, codes and sessions are not the child's data.
 */
export async function eraseChildProfile(
  deps: Pick<Deps, 'db' | 'images' | 'jobs' | 'config' | 'waitingLine'>,
  actor: Actor,
  place: { accountId: string; childId: string },
  password: string | undefined,
): Promise<ErasureCounts> {
  await checkPassword(deps, actor, place.accountId, password);
  // The erasure touches many kinds of rows; a writer locking two of them in the other order (a deadlock) ends it, and
  // it runs again. Everything it does before its commit is in the transaction.
  const erased = await againAfterDeadlock(() =>
    deps.db.transaction().execute(async (trx) => {
      const child = await findChildProfile(trx, place.childId);
      if (!child || child.guardianId !== place.accountId) throw notFound('api.fighterNotFound');
      const bookings = await bookingsOf(trx, { email: null, profiles: [child] });
      for (const booking of bookings) await anonymiseBooking(trx, booking.id, ERASED_VALUE);
      const bookingIds = bookings.map((booking) => booking.id);
      // The guardian's places in line for this child: taken from the account, under the child's name.
      const places = await waitlistOf(trx, { id: place.accountId, email: null }, normalizeAttendeeName(child.fullName));
      for (const entry of places) if (entry.state === 'offered') await freeSeat(deps, trx, entry.eventId, nowIso());
      const waitlistPlaces = await deleteWaitlistPlaces(
        trx,
        places.map((entry) => entry.id),
      );
      const consents = await consentsOf(trx, { email: null, profileIds: [child.id], bookingIds });
      const consentRecords = await deleteConsents(
        trx,
        consents.map((consent) => consent.id),
      );
      const paymentIds = await anonymisePayments(
        trx,
        { accountId: null, profileIds: [child.id], bookingIds },
        ERASED_VALUE,
      );
      const entryIds = (await tournamentEntriesOf(trx, { profileIds: [child.id], bookingIds })).map(
        (entry) => entry.id,
      );
      await anonymiseTournamentEntries(trx, entryIds, ERASED_VALUE);
      const auditEntriesRedacted = await redactAuditEntriesOfErasedPerson(trx, {
        ids: [
          child.id,
          ...bookingIds,
          ...entryIds,
          ...places.map((entry) => entry.id),
          ...consents.map((consent) => consent.id),
          ...paymentIds,
        ],
        emails: [],
      });
      await deleteProfile(trx, child.id);
      const counts: ErasureCounts = {
        profiles: 1,
        photos: child.imageKey ? 1 : 0,
        bookingsAnonymised: bookings.length,
        waitlistPlaces,
        consentRecords,
        resetCodes: 0,
        emails: 0,
        auditEntriesRedacted,
      };
      await recordAudit(trx, actor, {
        action: 'fighter.erase',
        subject: { kind: 'fighter', id: child.id },
        after: { requestedBy: actor.role, guardianId: place.accountId, ...counts },
      });
      return { counts, photoKey: child.imageKey };
    }),
  );
  await discardImage(deps, erased.photoKey);
  return erased.counts;
}
