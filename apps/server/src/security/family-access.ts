import { isSqlite, type DbOrTx } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { conflict, forbidden, notFound, unauthorized } from '../http/http-error.ts';
import type { AuthUser } from './tokens.ts';

/**
 * Who may act on a fighter's profile: the family holding it, and the admin where a route allows. Every module that
 * serves a family's records (bookings, classes, ranks, payments, data rights) asks this, so it lives with the other
 * guards rather than in the fighters module those modules would otherwise all import.
 */

/** Where a profile sits: the account holding it, and whether it is a child's (held by a guardian's account). */
export interface ProfilePlace {
  accountId: string;
  isChild: boolean;
}

/** The profile's own id and its guardian's (null for an account's own profile); undefined when there is none. */
export function findProfileHolder(db: DbOrTx, id: string) {
  return db.selectFrom('fighters').select(['id', 'guardianId']).where('id', '=', id).executeTakeFirst();
}

/**
 * A fighter may act on the profiles of their own account: their own and their children's; an admin may when the
 * route allows (docs/decisions/021-families-and-consent.md). 404 for a profile that does not exist, so nobody
 * learns which ids exist in other families.
 */
export async function assertFamilyProfile(
  deps: Pick<Deps, 'db'>,
  user: AuthUser | null,
  profileId: string,
  options: { adminAllowed: boolean },
): Promise<ProfilePlace> {
  if (!user) throw unauthorized();
  const holder = await findProfileHolder(deps.db, profileId);
  if (user.role === 'admin' && options.adminAllowed) {
    if (!holder) throw notFound('api.fighterNotFound');
    return { accountId: holder.guardianId ?? holder.id, isChild: holder.guardianId !== null };
  }
  if (user.role !== 'fighter') throw forbidden('api.ownProfileOnly');
  if (holder && holder.id === user.id) return { accountId: user.id, isChild: false };
  if (holder && holder.guardianId === user.id) return { accountId: user.id, isChild: true };
  throw forbidden('api.ownProfileOnly');
}

/** The account of a fighter's session; an admin has no family. */
export function fighterAccountOf(user: AuthUser | null): string {
  if (!user) throw unauthorized();
  if (user.role !== 'fighter') throw forbidden('api.ownProfileOnly');
  return user.id;
}

/** Like assertFamilyProfile, for what only a child's profile has (its consent). */
export async function assertChildOfFamily(deps: Pick<Deps, 'db'>, user: AuthUser | null, profileId: string) {
  const place = await assertFamilyProfile(deps, user, profileId, { adminAllowed: false });
  if (!place.isChild) throw conflict('api.notAChild');
  return place;
}

/**
 * Refuses what only a profile that trains may have (a place in a batch, a mark, a check-in, a grading, a promotion)
 * for a parent's own profile that does not train (decision 040), 409 naming them. Holds the profile's row to the
 * end of the caller's transaction (on PostgreSQL; SQLite runs one transaction at a time), so the holder's change of
 * mind and an enrolment never pass each other. A profile that does not exist passes: the caller answers it as it
 * always has.
 */
export async function assertTrains(db: DbOrTx, profileId: string): Promise<void> {
  const query = db.selectFrom('fighters').select(['fullName', 'trains']).where('id', '=', profileId);
  const profile = await (isSqlite(db) ? query : query.forUpdate()).executeTakeFirst();
  if (profile && profile.trains === 0) throw conflict('api.notTraining', { name: profile.fullName });
}
