import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, isLanguage } from '@academy/contract';
import { personal, recordAudit, systemActor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps, FreedSeatEvent } from '../../deps.ts';
import { storedTextIn } from '../../lib/academy-texts.ts';
import { pageUrl } from '../../lib/page-url.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { formatIstDateTime } from '../../lib/ist-date.ts';
import { queueMessage } from '../../messaging/message-queue.ts';
import { seatOfferEmail } from './offer-email.ts';
import { findNextWaiting, moveEntry } from './queries.ts';

export const OFFER_EXPIRY_JOB = 'waitlist.offer-expiry';

const HOUR_MS = 60 * 60 * 1000;

/** The offer link's code is kept only as this hash: a leaked database does not hand out seats. */
export const offerTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Offers a freed seat to the next person waiting for the event: their place becomes an offer with a secret link,
 * valid for the event's offer hours (never past the start), emailed in their language, and a job that passes the
 * seat on if it is not claimed by then. All in the caller's transaction, which holds the event's row lock, so two
 * freed seats never go to the same person. Returns false when nobody is waiting: the seat is then the caller's to
 * release.
 */
export async function offerNextInLine(
  deps: Pick<Deps, 'jobs' | 'config' | 'translator'>,
  trx: DbOrTx,
  event: FreedSeatEvent,
  now: string,
): Promise<boolean> {
  for (;;) {
    const next = await findNextWaiting(trx, event.id);
    if (!next) return false;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(
      Math.min(Date.parse(now) + event.offerHours * HOUR_MS, Date.parse(event.eventDateTime)),
    ).toISOString();
    const offered = await moveEntry(trx, next.id, ['waiting'], {
      state: 'offered',
      offerTokenHash: offerTokenHash(token),
      offeredAt: now,
      offerExpiresAt: expiresAt,
      updatedAt: now,
    });
    if (!offered) continue;
    await recordAudit(trx, systemActor('waiting list'), {
      action: 'waitlist.offer',
      subject: { kind: 'waitlist', id: next.id },
      before: { state: 'waiting' },
      after: { state: 'offered', eventId: event.id, email: personal(next.id, next.email), offerExpiresAt: expiresAt },
    });
    const messages = deps.translator.in(isLanguage(next.language) ? next.language : DEFAULT_LANGUAGE);
    const eventName = storedTextIn(event.eventName, event.translations, 'eventName', messages.language);
    const offerUrl = pageUrl(deps.config, messages.language, `/events/offer/${token}`);
    const email = seatOfferEmail(
      {
        to: next.email,
        fighterName: next.fighterName,
        eventName,
        eventDateTime: event.eventDateTime,
        address: storedTextIn(event.address, event.translations, 'address', messages.language),
        entryFee: event.entryFee,
        expiresAt,
        offerUrl,
      },
      messages,
    );
    // A family with an account hears by its channels (a freed seat goes at once, quiet hours or not); a visitor who
    // joined the line without one has only the email they gave.
    if (next.accountId) {
      await queueMessage(deps, trx, {
        kind: 'seatOffered',
        accountId: next.accountId,
        familyName: next.fighterName,
        language: messages.language,
        values: [next.fighterName, eventName, formatIstDateTime(expiresAt, messages.language), offerUrl],
        email,
        about: next.id,
      });
    } else {
      await enqueueEmail(deps, trx, email);
    }
    await deps.jobs.enqueue(trx, OFFER_EXPIRY_JOB, { entryId: next.id, eventId: event.id }, { runAt: expiresAt });
    return true;
  }
}
