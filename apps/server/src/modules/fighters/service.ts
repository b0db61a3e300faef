import type { Fighter, LoginReply, LoginRequest, SignUpRequest, UpdateFighterValues } from '@academy/contract';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { hashSecret, verifyLoginPassword } from '../../auth/passwords.ts';
import type { TokenService } from '../../auth/tokens.ts';
import { conflict, notFound, unauthorized } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { imageUrl, thumbnailUrl, type ImageStore } from '../../storage/image-store.ts';
import {
  findFighterByEmail,
  findFighterById,
  insertFighter,
  listFightersNewestFirst,
  swapFighterImageKey,
  updateFighterDetails,
  type FighterRow,
} from './queries.ts';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists. Please log in.';
export const BAD_LOGIN_MESSAGE = 'Invalid email or password.';
export const FIGHTER_NOT_FOUND_MESSAGE = 'Fighter not found.';

/** The wire shape of a fighter: every column except the password hash, photo as display URLs. */
export function toFighter(row: FighterRow): Fighter {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    mobileNumber: row.mobile_number,
    gender: row.gender,
    age: row.age,
    weight: row.weight,
    height: row.height,
    discipline: row.discipline,
    beltLevel: row.belt_level,
    address: row.address,
    masterName: row.master_name,
    academyName: row.academy_name,
    fighterImageUrl: row.image_key ? imageUrl(row.image_key) : null,
    fighterThumbnailUrl: row.image_key ? thumbnailUrl(row.image_key) : null,
    createdAt: row.created_at,
  };
}

/** Creates the account; the email is stored lower-cased so "A@x.in" and "a@x.in" are one account. */
export async function signUp(db: Db, input: SignUpRequest): Promise<string> {
  const email = input.email.toLowerCase();
  if (await findFighterByEmail(db, email)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
  const id = newId();
  try {
    await insertFighter(db, {
      id,
      email,
      passwordHash: await hashSecret(input.password),
      fullName: input.fullName,
      mobileNumber: input.mobileNumber,
      age: input.age,
      gender: input.gender,
      createdAt: nowIso(),
    });
  } catch (error) {
    // Two sign-ups with the same email at once: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  return id;
}

export async function fighterLogin(db: Db, tokens: TokenService, input: LoginRequest): Promise<LoginReply> {
  const fighter = await findFighterByEmail(db, input.email);
  if (!(await verifyLoginPassword(fighter?.password_hash, input.password)) || !fighter)
    throw unauthorized(BAD_LOGIN_MESSAGE);
  const token = await tokens.sign({ id: fighter.id, role: 'fighter', sessionVersion: fighter.session_version });
  return {
    status: 1,
    message: 'Login successful',
    token,
    userId: fighter.id,
    userType: 'fighter',
    fighterId: fighter.id,
    id: fighter.id,
  };
}

export async function getFighter(db: Db, id: string): Promise<Fighter> {
  const row = await findFighterById(db, id);
  if (!row) throw notFound(FIGHTER_NOT_FOUND_MESSAGE);
  return toFighter(row);
}

/** Saves the profile form; the email is not part of it and never changes. */
export async function updateFighter(db: Db, id: string, values: UpdateFighterValues): Promise<Fighter> {
  const changed = await updateFighterDetails(db, id, { ...values, updatedAt: nowIso() });
  if (changed === 0) throw notFound(FIGHTER_NOT_FOUND_MESSAGE);
  return getFighter(db, id);
}

/**
 * Stores the new photo, points the fighter at it, then deletes the files of the photo it replaced. Parallel
 * replacements each delete exactly the key they swapped out, so the last photo's two files are all that stay.
 */
export async function replaceFighterPhoto(db: Db, images: ImageStore, id: string, photo: Buffer): Promise<string> {
  if (!(await findFighterById(db, id))) throw notFound(FIGHTER_NOT_FOUND_MESSAGE);
  const stored = await images.save('fighters', photo);
  let replaced: string | null;
  try {
    replaced = await swapInPhoto(db, id, stored.key);
  } catch (error) {
    await images.remove(stored.key);
    throw error;
  }
  await images.remove(replaced);
  return imageUrl(stored.key);
}

/** Compare-and-swap on the key just read, again whenever another replacement got in between; returns the old key. */
async function swapInPhoto(db: Db, id: string, key: string): Promise<string | null> {
  for (;;) {
    const current = await findFighterById(db, id);
    if (!current) throw notFound(FIGHTER_NOT_FOUND_MESSAGE);
    if (await swapFighterImageKey(db, id, { from: current.image_key, to: key }, nowIso())) return current.image_key;
  }
}

export async function getFighterPhotoUrl(db: Db, id: string): Promise<string | null> {
  return (await getFighter(db, id)).fighterImageUrl;
}

export async function listFighters(db: Db): Promise<Fighter[]> {
  return (await listFightersNewestFirst(db)).map(toFighter);
}
