import {
  DEFAULT_LANGUAGE,
  academyToday,
  ageOn,
  childDateOfBirthField,
  fieldMessage,
  isLanguage,
  type Fighter,
  type Language,
  type SignUpValues,
  type UpdateFighterValues,
} from '@academy/contract';
import { personal, personalFields, recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { hashSecret } from '../../security/passwords.ts';
import { conflict, invalidInput, notFound } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { linkLeadsToAccount } from '../lead-links/service.ts';
import { hasOpenEnrolment } from '../enrolments/service.ts';
import { claimedBelt } from '../ranks/syllabus.ts';
import { discardImage } from '../../storage/image-deletion.ts';
import { imageUrl, thumbnailUrl } from '../../storage/image-store.ts';
import {
  findFighterByEmail,
  findFighterProfile,
  insertFighter,
  lockTrainingFlag,
  swapFighterImageKey,
  updateFighterDetails,
  updateFighterLanguage,
  type FighterProfileRow,
} from './queries.ts';

/** The wire shape of a fighter: the profile's columns, the photo as display URLs. */
export function toFighter({ imageKey, language, trains, ...profile }: FighterProfileRow): Fighter {
  return {
    ...profile,
    // A child's profile is a student's whatever the column says: only an account holder may not train.
    trains: profile.guardianId !== null || trains === 1,
    // A child's age is never stored: it follows from the date of birth, on the academy's calendar.
    age: profile.dateOfBirth ? ageOn(profile.dateOfBirth, academyToday()) : profile.age,
    // A language the product no longer speaks falls back to the default, as a request naming it would.
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    fighterImageUrl: imageKey ? imageUrl(imageKey) : null,
    fighterThumbnailUrl: imageKey ? thumbnailUrl(imageKey) : null,
  };
}

/**
 * Creates the account; the email is stored lower-cased so "A@x.in" and "a@x.in" are one account. `language` is
 * the sign-up page's, in which the account's emails then go out. A parent or guardian who does not train says so
 * (`trains: false`): their profile then has no check-in card, belt or classes.
 */
export async function signUp(
  deps: Pick<Deps, 'db'>,
  caller: Actor,
  input: SignUpValues,
  language: Language,
): Promise<string> {
  const email = input.email.toLowerCase();
  if (await findFighterByEmail(deps.db, email)) throw conflict('api.duplicateEmail');
  const id = newId();
  const now = nowIso();
  const profile = {
    email,
    fullName: input.fullName,
    mobileNumber: input.mobileNumber,
    age: input.age,
    gender: input.gender,
    language,
  };
  const passwordHash = await hashSecret(input.password);
  const trains = input.trains;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertFighter(trx, {
        id,
        passwordHash,
        ...profile,
        trains: trains ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(
        trx,
        { ...caller, label: personal(id, email) },
        {
          action: 'fighter.signUp',
          subject: { kind: 'fighter', id },
          after: { ...personalFields(id, profile), trains },
        },
      );
      await linkLeadsToAccount(
        trx,
        { ...caller, label: personal(id, email) },
        { id, mobileNumber: input.mobileNumber, inviteToken: input.leadToken },
      );
    });
  } catch (error) {
    // Two sign-ups with the same email at once: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw conflict('api.duplicateEmail');
    throw error;
  }
  return id;
}

/** Saves the language the fighter's emails go out in; a change is audited, choosing the same one again is not. */
export async function setFighterLanguage(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  id: string,
  language: Language,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await findFighterProfile(trx, id);
    if (!before || !(await updateFighterLanguage(trx, id, language, nowIso()))) throw notFound('api.fighterNotFound');
    if (before.language === language) return;
    await recordAudit(trx, actor, {
      action: 'fighter.language',
      subject: { kind: 'fighter', id },
      before: { language: before.language },
      after: { language },
    });
  });
}

export async function getFighter(deps: Pick<Deps, 'db'>, id: string): Promise<Fighter> {
  const row = await findFighterProfile(deps.db, id);
  if (!row) throw notFound('api.fighterNotFound');
  return toFighter(row);
}

/**
 * A child's profile keeps a date of birth (under 18, not in the future) and no age; the account's own keeps the
 * age it was given, and its date of birth is not part of its form.
 */
function profileChange(values: UpdateFighterValues, isChild: boolean): UpdateFighterValues {
  if (!isChild) return { ...values, dateOfBirth: undefined };
  if (values.dateOfBirth === undefined) return { ...values, age: null };
  const checked = childDateOfBirthField.safeParse(values.dateOfBirth ?? '');
  if (!checked.success) throw invalidInput(checked.error.issues.map((issue) => issue.message));
  return { ...values, age: null, dateOfBirth: checked.data };
}

/**
 * Saves the profile form; the email is not part of it and never changes. The account holder may say they stop
 * training only once out of every batch (and every request to join one), so no roster holds a profile without a
 * check-in card; the profile's row is held meanwhile, as an enrolment holds it (assertTrains).
 */
export async function updateFighter(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  id: string,
  input: UpdateFighterValues,
  place: { isChild: boolean },
): Promise<Fighter> {
  const { trains: askedTrains, ...checked } = profileChange(input, place.isChild);
  // A child's profile is a student's: only the account holder may say they do not train.
  if (place.isChild && askedTrains === false) throw invalidInput([fieldMessage('form.trains.child')]);
  await deps.db.transaction().execute(async (trx) => {
    const flag = await lockTrainingFlag(trx, id);
    const before = await findFighterProfile(trx, id);
    if (!flag || !before) throw notFound('api.fighterNotFound');
    const trainedBefore = flag.trains === 1;
    const trains = place.isChild || askedTrains === undefined ? trainedBefore : askedTrains;
    if (trainedBefore && !trains && (await hasOpenEnrolment(trx, id))) throw conflict('api.leaveBatchesFirst');
    const values = { ...checked, beltLevel: await claimedBelt(trx, checked.beltLevel, before) };
    const trainsChange = trains === trainedBefore ? {} : { trains: trains ? 1 : 0 };
    if ((await updateFighterDetails(trx, id, { ...values, ...trainsChange, updatedAt: nowIso() })) === 0) {
      throw notFound('api.fighterNotFound');
    }
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
      (key) => values[key] !== undefined && values[key] !== before[key],
    );
    // Whether someone trains is not personal data an erasure must blank: it is kept as it is.
    const trainsBefore = trains === trainedBefore ? {} : { trains: trainedBefore };
    const trainsAfter = trains === trainedBefore ? {} : { trains };
    await recordAudit(trx, actor, {
      action: 'fighter.update',
      subject: { kind: 'fighter', id },
      before: { ...Object.fromEntries(changed.map((key) => [key, personal(id, before[key])])), ...trainsBefore },
      after: { ...Object.fromEntries(changed.map((key) => [key, personal(id, values[key])])), ...trainsAfter },
    });
  });
  return getFighter(deps, id);
}

/**
 * Stores the new photo, points the fighter at it, then discards the files of the photo it replaced. Parallel
 * replacements each delete exactly the key they swapped out, so the last photo's two files are all that stay.
 */
export async function replaceFighterPhoto(
  deps: Pick<Deps, 'db' | 'images' | 'jobs' | 'config'>,
  actor: Actor,
  id: string,
  photo: Buffer,
): Promise<string> {
  if (!(await findFighterProfile(deps.db, id))) throw notFound('api.fighterNotFound');
  const stored = await deps.images.save('fighters', photo);
  let replaced: string | null;
  try {
    replaced = await swapInPhoto(deps, actor, id, stored.key);
  } catch (error) {
    await deps.images.remove(stored.key);
    throw error;
  }
  await discardImage(deps, replaced);
  return imageUrl(stored.key);
}

/** Compare-and-swap on the key just read, again whenever another replacement got in between; returns the old key. */
async function swapInPhoto(deps: Pick<Deps, 'db'>, actor: Actor, id: string, key: string): Promise<string | null> {
  for (;;) {
    const swapped = await deps.db.transaction().execute(async (trx) => {
      const current = await findFighterProfile(trx, id);
      if (!current) throw notFound('api.fighterNotFound');
      if (!(await swapFighterImageKey(trx, id, { from: current.imageKey, to: key }, nowIso()))) return undefined;
      await recordAudit(trx, actor, {
        action: 'fighter.photo',
        subject: { kind: 'fighter', id },
        before: { imageKey: current.imageKey },
        after: { imageKey: key },
      });
      return { replaced: current.imageKey };
    });
    if (swapped) return swapped.replaced;
  }
}

export async function getFighterPhotoUrl(deps: Pick<Deps, 'db'>, id: string): Promise<string | null> {
  return (await getFighter(deps, id)).fighterImageUrl;
}
