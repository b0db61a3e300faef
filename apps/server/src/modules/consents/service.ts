import { createHash, randomBytes } from 'node:crypto';
import {
  CONSENT_LINK_DAYS,
  DEFAULT_LANGUAGE,
  PRIVACY_NOTICE_VERSION,
  isLanguage,
  type ConsentState,
  type ConsentSummary,
  type ConsentView,
  type GuardianValues,
  type Language,
} from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { pageUrl } from '../../lib/page-url.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { consentEmail } from './consent-email.ts';
import {
  findBookingEventName,
  findConsentByTokenHash,
  insertConsent,
  latestConsentsOf,
  markConsentConfirmed,
  markConsentWithdrawn,
  renewConsentLink,
  type ConsentRow,
} from './queries.ts';

type ConsentDeps = Pick<Deps, 'jobs' | 'config' | 'translator'>;

/** The only way a consent is given: the guardian opened the emailed link and confirmed on the page. */
const METHOD = 'email-link';
const LINK_MS = CONSENT_LINK_DAYS * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function consentStateOf(row: ConsentRow, now = Date.now()): ConsentState {
  if (row.withdrawnAt) return 'withdrawn';
  if (row.confirmedAt) return 'confirmed';
  return Date.parse(row.requestedAt) + LINK_MS < now ? 'expired' : 'pending';
}

export function toConsentSummary(row: ConsentRow): ConsentSummary {
  return {
    state: consentStateOf(row),
    guardianName: row.guardianName,
    relation: row.relation,
    guardianEmail: row.guardianEmail,
    noticeVersion: row.noticeVersion,
    requestedAt: row.requestedAt,
    confirmedAt: row.confirmedAt,
    withdrawnAt: row.withdrawnAt,
  };
}

/** What a consent is asked for: a child's profile, or one booking of an attendee under 18. */
export type ConsentSubject = { fighterId: string; bookingId?: never } | { bookingId: string; fighterId?: never };

interface ConsentRequest {
  subject: ConsentSubject;
  childName: string;
  guardian: Omit<GuardianValues, 'agreed'>;
  language: Language;
  /** The event of a booking's consent, named in the email. */
  eventName?: string;
}

/** What the audit entry of the write that asked for a consent says about it. */
export interface ConsentRequested {
  consentId: string;
  guardianEmail: string;
  relation: string;
  noticeVersion: string;
}

/**
 * A consent request as an audit entry holds it: the guardian's email and relation belong to the consent record, so
 * they go when it does (an erasure of the child or of the account).
 */
export function declaredConsent(requested: ConsentRequested) {
  return {
    ...requested,
    guardianEmail: personal(requested.consentId, requested.guardianEmail),
    relation: personal(requested.consentId, requested.relation),
  };
}

/**
 * Records a pending consent and emails its link to the guardian, in the caller's transaction: the record and the
 * email exist together with the write that asked for them (a child added, a booking made), whose one audit entry
 * carries what this returns. The link's secret is kept only as a hash.
 */
export async function requestConsent(
  deps: ConsentDeps,
  trx: DbOrTx,
  request: ConsentRequest,
): Promise<ConsentRequested> {
  const token = randomBytes(24).toString('base64url');
  const { guardian } = request;
  const row = {
    id: newId(),
    fighterId: request.subject.fighterId ?? null,
    bookingId: request.subject.bookingId ?? null,
    childName: request.childName,
    guardianName: guardian.name,
    relation: guardian.relation,
    guardianMobile: guardian.mobileNumber,
    guardianEmail: guardian.email.toLowerCase(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    method: METHOD,
    language: request.language,
    tokenHash: hashToken(token),
    requestedAt: nowIso(),
    confirmedAt: null,
    confirmedIp: null,
    withdrawnAt: null,
  };
  await insertConsent(trx, row);
  await sendLink(deps, trx, row, token, request.eventName ?? null);
  return {
    consentId: row.id,
    guardianEmail: row.guardianEmail,
    relation: row.relation,
    noticeVersion: row.noticeVersion,
  };
}

async function sendLink(deps: ConsentDeps, trx: DbOrTx, row: ConsentRow, token: string, eventName: string | null) {
  const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
  const letter = {
    to: row.guardianEmail,
    guardianName: row.guardianName,
    relation: row.relation as GuardianValues['relation'],
    childName: row.childName,
    eventName,
    noticeVersion: row.noticeVersion,
    consentUrl: `${pageUrl(deps.config, language, '/consent')}#${token}`,
    privacyUrl: pageUrl(deps.config, language, '/privacy'),
  };
  await enqueueEmail(deps, trx, consentEmail(letter, deps.translator.in(language)));
}

/**
 * Asks again for a child's consent: a pending request gets a new link (the old one stops working); a withdrawn or
 * expired one is followed by a new request to the same guardian. A confirmed consent needs nothing.
 */
export async function askConsentAgain(
  deps: ConsentDeps,
  trx: DbOrTx,
  actor: Actor,
  child: { id: string; fullName: string },
  language: Language,
): Promise<string> {
  const latest = (await latestConsentsOf(trx, [child.id])).get(child.id);
  if (!latest) throw notFound('api.consentNotGiven');
  const state = consentStateOf(latest);
  if (state === 'confirmed') throw conflict('api.consentAlreadyConfirmed');
  if (state === 'pending') {
    const token = randomBytes(24).toString('base64url');
    const renewal = { tokenHash: hashToken(token), requestedAt: nowIso(), language };
    await renewConsentLink(trx, latest.id, renewal);
    await recordAudit(trx, actor, {
      action: 'consent.request',
      subject: { kind: 'consent', id: latest.id },
      after: { fighterId: child.id, guardianEmail: personal(latest.id, latest.guardianEmail), linkRenewed: true },
    });
    await sendLink(deps, trx, { ...latest, ...renewal }, token, null);
  } else {
    const requested = await requestConsent(deps, trx, {
      subject: { fighterId: child.id },
      childName: child.fullName,
      guardian: {
        name: latest.guardianName,
        relation: latest.relation as GuardianValues['relation'],
        mobileNumber: latest.guardianMobile,
        email: latest.guardianEmail,
      },
      language,
    });
    await recordAudit(trx, actor, {
      action: 'consent.request',
      subject: { kind: 'consent', id: requested.consentId },
      after: { fighterId: child.id, ...declaredConsent(requested) },
    });
  }
  return latest.guardianEmail;
}

export function latestConsentOf(db: DbOrTx, fighterId: string): Promise<ConsentRow | undefined> {
  return latestConsentsOf(db, [fighterId]).then((latest) => latest.get(fighterId));
}

export async function latestConsentSummaries(db: DbOrTx, fighterIds: string[]): Promise<Map<string, ConsentSummary>> {
  const latest = await latestConsentsOf(db, fighterIds);
  return new Map([...latest].map(([id, row]) => [id, toConsentSummary(row)]));
}

/** Whether a child's data may be used beyond bookings (a photo, and later classes and gradings). */
export async function hasConfirmedConsent(db: DbOrTx, fighterId: string): Promise<boolean> {
  const latest = await latestConsentOf(db, fighterId);
  return latest !== undefined && consentStateOf(latest) === 'confirmed';
}

/** Whether a child's profile has had its guardian's consent withdrawn: it may then join nothing new. */
export async function childConsentWithdrawn(db: DbOrTx, profileId: string): Promise<boolean> {
  const consent = await latestConsentOf(db, profileId);
  return !!consent?.withdrawnAt;
}

export async function findConsentByToken(db: DbOrTx, token: string): Promise<ConsentRow> {
  const row = await findConsentByTokenHash(db, hashToken(token));
  if (!row) throw notFound('api.consentLinkUnknown');
  return row;
}

export async function consentView(db: DbOrTx, row: ConsentRow): Promise<ConsentView> {
  return {
    state: consentStateOf(row),
    childName: row.childName,
    guardianName: row.guardianName,
    relation: row.relation,
    noticeVersion: row.noticeVersion,
    // In the consent's language, which its page and emails speak.
    eventName: row.bookingId
      ? await findBookingEventName(db, row.bookingId, isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE)
      : null,
    confirmedAt: row.confirmedAt,
    withdrawnAt: row.withdrawnAt,
  };
}

/** What the consent page shows for a link. */
export async function viewConsent(deps: Pick<Deps, 'db'>, token: string): Promise<ConsentView> {
  return consentView(deps.db, await findConsentByToken(deps.db, token));
}

/**
 * The guardian confirms from the link. Confirming twice is harmless (the page may be reloaded); a withdrawn
 * consent is not revived by an old link, and an expired link gives way to a new one.
 */
export async function confirmConsent(deps: Pick<Deps, 'db'>, actor: Actor, token: string): Promise<ConsentView> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findConsentByToken(trx, token);
    const state = consentStateOf(row);
    if (state === 'withdrawn') throw conflict('api.consentAlreadyWithdrawn');
    if (state === 'expired') throw conflict('api.consentLinkExpired');
    if (state === 'pending') {
      const change = { confirmedAt: nowIso(), confirmedIp: actor.ip };
      if (!(await markConsentConfirmed(trx, row.id, change))) throw conflict('api.consentAlreadyWithdrawn');
      await recordAudit(
        trx,
        { ...actor, label: personal(row.id, row.guardianEmail) },
        {
          action: 'consent.confirm',
          subject: { kind: 'consent', id: row.id },
          after: {
            fighterId: row.fighterId,
            bookingId: row.bookingId,
            method: row.method,
            noticeVersion: row.noticeVersion,
          },
        },
      );
      return consentView(trx, { ...row, ...change });
    }
    return consentView(trx, row);
  });
}

/**
 * Withdraws a consent, by its link or from the guardian's account. Returns the record as it became; the caller
 * stops what the consent allowed (fighters/family.ts removes the child's photo).
 */
export async function withdrawConsent(trx: DbOrTx, actor: Actor, row: ConsentRow): Promise<ConsentRow> {
  const withdrawnAt = nowIso();
  if (!(await markConsentWithdrawn(trx, row.id, withdrawnAt))) throw conflict('api.consentAlreadyWithdrawn');
  await recordAudit(trx, actor, {
    action: 'consent.withdraw',
    subject: { kind: 'consent', id: row.id },
    before: { state: consentStateOf(row) },
    after: { fighterId: row.fighterId, bookingId: row.bookingId, state: 'withdrawn' },
  });
  return { ...row, withdrawnAt };
}
