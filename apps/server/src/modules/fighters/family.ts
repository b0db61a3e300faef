import type { AddChildValues, FamilyProfile, Language } from '@academy/contract';
import { personalFields, recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findProfileHolder } from '../../security/family-access.ts';
import { discardImage } from '../../storage/image-deletion.ts';
import {
  askConsentAgain,
  childConsentWithdrawn,
  consentView,
  findConsentByToken,
  latestConsentOf,
  latestConsentSummaries,
  declaredConsent,
  requestConsent,
  withdrawConsent,
} from '../consents/service.ts';
import {
  findImageKey,
  insertFighter,
  listFamilyProfiles,
  listFighterProfilesNewestFirst,
  swapFighterImageKey,
  type FighterProfileRow,
} from './queries.ts';
import { getFighter, toFighter } from './service.ts';
import { claimedBelt } from '../ranks/syllabus.ts';

async function withConsents(db: DbOrTx, rows: FighterProfileRow[]): Promise<FamilyProfile[]> {
  const children = rows.filter((row) => row.guardianId !== null).map((row) => row.id);
  const consents = await latestConsentSummaries(db, children);
  return rows.map((row) => ({ ...toFighter(row), consent: consents.get(row.id) ?? null }));
}

/** The account's profiles, its own first, each child's with where its consent stands. */
export async function listFamily(deps: Pick<Deps, 'db'>, accountId: string): Promise<FamilyProfile[]> {
  return withConsents(deps.db, await listFamilyProfiles(deps.db, accountId));
}

/** Every profile, newest first, for the admin: children's with their consent. */
export async function listAllProfiles(deps: Pick<Deps, 'db'>): Promise<FamilyProfile[]> {
  return withConsents(deps.db, await listFighterProfilesNewestFirst(deps.db));
}

/**
 * A guardian adds a child: the child's profile, a pending consent and its email to the guardian, in one
 * transaction. The child's mobile number is the guardian's: the academy calls the parent.
 */
export async function addChild(
  deps: Pick<Deps, 'db' | 'jobs' | 'config' | 'translator'>,
  actor: Actor,
  accountId: string,
  values: AddChildValues,
  language: Language,
): Promise<FamilyProfile> {
  const id = newId();
  const now = nowIso();
  const { guardian, ...child } = values;
  const profile = {
    fullName: child.fullName,
    dateOfBirth: child.dateOfBirth,
    gender: child.gender,
    weight: child.weight,
    height: child.height,
    discipline: child.discipline ?? null,
    beltLevel: child.beltLevel,
    mobileNumber: guardian.mobileNumber,
  };
  await deps.db.transaction().execute(async (trx) => {
    const account = await findProfileHolder(trx, accountId);
    // A child's profile cannot hold children: only an account can.
    if (!account || account.guardianId !== null) throw forbidden('api.childOwnLogin');
    await claimedBelt(trx, profile.beltLevel, null);
    await insertFighter(trx, {
      id,
      email: null,
      passwordHash: null,
      guardianId: accountId,
      age: null,
      ...profile,
      language,
      createdAt: now,
      updatedAt: now,
    });
    const consent = await requestConsent(deps, trx, {
      subject: { fighterId: id },
      childName: child.fullName,
      guardian,
      language,
    });
    await recordAudit(trx, actor, {
      action: 'family.addChild',
      subject: { kind: 'fighter', id },
      // The profile is the child's; the guardian block of the consent is the consent record's (declaredConsent).
      after: { guardianId: accountId, ...personalFields(id, profile), consent: declaredConsent(consent) },
    });
  });
  deps.jobs.wake();
  const [added] = (await listFamily(deps, accountId)).filter((member) => member.id === id);
  if (!added) throw notFound('api.fighterNotFound');
  return added;
}

/** Sends the consent link again, or asks anew after a withdrawal or an expiry; returns where it went. */
export async function askChildConsentAgain(
  deps: Pick<Deps, 'db' | 'jobs' | 'config' | 'translator'>,
  actor: Actor,
  childId: string,
  language: Language,
): Promise<string> {
  const child = await getFighter(deps, childId);
  const sentTo = await deps.db
    .transaction()
    .execute((trx) => askConsentAgain(deps, trx, actor, { id: child.id, fullName: child.fullName }, language));
  deps.jobs.wake();
  return sentTo;
}

/**
 * What a withdrawal stops at once: the child's photo, the one use of a child's data beyond bookings today. The
 * photo's files go after the transaction, as every replaced photo's do.
 */
async function forgetChildPhoto(trx: DbOrTx, actor: Actor, childId: string): Promise<string | null> {
  const key = await findImageKey(trx, childId);
  if (!key || !(await swapFighterImageKey(trx, childId, { from: key, to: null }, nowIso()))) return null;
  await recordAudit(trx, actor, {
    action: 'fighter.photo',
    subject: { kind: 'fighter', id: childId },
    before: { imageKey: key },
    after: { imageKey: null, reason: 'consent withdrawn' },
  });
  return key;
}

/** The guardian withdraws a child's consent from their account. Returns the child's name. */
export async function withdrawChildConsent(
  deps: Pick<Deps, 'db' | 'images' | 'jobs' | 'config'>,
  actor: Actor,
  childId: string,
): Promise<string> {
  const { name, photoKey } = await deps.db.transaction().execute(async (trx) => {
    const latest = await latestConsentOf(trx, childId);
    if (!latest || latest.withdrawnAt) throw conflict(latest ? 'api.consentAlreadyWithdrawn' : 'api.consentNotGiven');
    await withdrawConsent(trx, actor, latest);
    return { name: latest.childName, photoKey: await forgetChildPhoto(trx, actor, childId) };
  });
  await discardImage(deps, photoKey);
  return name;
}

/** The guardian withdraws from the emailed link: a child profile's consent, or a booking's. */
export async function withdrawConsentByLink(
  deps: Pick<Deps, 'db' | 'images' | 'jobs' | 'config'>,
  actor: Actor,
  token: string,
) {
  const { view, photoKey } = await deps.db.transaction().execute(async (trx) => {
    const row = await findConsentByToken(trx, token);
    const withdrawn = await withdrawConsent(trx, { ...actor, label: row.guardianEmail }, row);
    const key = withdrawn.fighterId ? await forgetChildPhoto(trx, actor, withdrawn.fighterId) : null;
    return { view: await consentView(trx, withdrawn), photoKey: key };
  });
  await discardImage(deps, photoKey);
  return view;
}

/**
 * The profile a logged-in booking is for: a child's of the caller's family when the body names one, else the
 * caller's own. Returns the child's consent too, which decides whether the child may be booked.
 */
export async function bookingProfile(db: DbOrTx, accountId: string, claimedProfileId: string | null | undefined) {
  if (!claimedProfileId || claimedProfileId === accountId) return { profileId: accountId, child: null };
  const holder = await findProfileHolder(db, claimedProfileId);
  if (!holder || holder.guardianId !== accountId) return { profileId: accountId, child: null };
  const profile = await getFighter({ db }, claimedProfileId);
  const consentWithdrawn = await childConsentWithdrawn(db, claimedProfileId);
  return { profileId: claimedProfileId, child: { name: profile.fullName, consentWithdrawn } };
}
