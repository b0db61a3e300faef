import {
  academyToday,
  normalizeAttendeeName,
  misfit,
  categoryName,
  type AddEntriesValues,
  type AthleteEntryValues,
  type EntryState,
  type MisfitReason,
  type RuleProfile,
} from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import { isUniqueViolation, type DbOrTx } from '../../db/database.ts';
import type { Deps, TournamentEntries } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findCategory, findEntry, findEvent, findTournament, listCategories, type CategoryRow } from './queries.ts';
import { criteriaOf, kgToGrams, profileOf, tournamentDay, type Say } from './tournament-view.ts';

const MISFIT_MESSAGES = {
  gender: 'api.tournaments.misfit.gender',
  age: 'api.tournaments.misfit.age',
  weight: 'api.tournaments.misfit.weight',
  belt: 'api.tournaments.misfit.belt',
} as const satisfies Record<MisfitReason, string>;

/** The tournament of an event, refused when the event or its tournament does not exist. */
export async function requireTournament(db: DbOrTx, eventId: string) {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound('api.eventNotFound');
  const tournament = await findTournament(db, eventId);
  if (!tournament) throw notFound('api.tournaments.notATournament');
  return { event, tournament };
}

/** A category that may still change: not drawn. */
export function assertOpen(category: { drawnAt: string | null }) {
  if (category.drawnAt !== null) throw conflict('api.tournaments.categoryDrawn');
}

interface NewEntry {
  eventId: string;
  categoryId: string;
  athlete: AthleteEntryValues;
  club: string;
  /** The booking that holds the athlete's seat and ticket; null for one the organiser enters by hand. */
  bookingId: string | null;
  fighterId: string | null;
  now: string;
  /** The athlete's and the category's names, for the refusal of a second entry. */
  names: { name: string; category: string };
}

/** One athlete in one category, with its audit entry; a second entry of the same athlete in it is refused. */
export async function insertEntry(trx: DbOrTx, actor: Actor, entry: NewEntry): Promise<void> {
  const { athlete } = entry;
  const id = newId();
  try {
    await trx
      .insertInto('tournamentEntries')
      .values({
        id,
        eventId: entry.eventId,
        categoryId: entry.categoryId,
        bookingId: entry.bookingId,
        fighterId: entry.fighterId,
        athleteName: athlete.athleteName,
        nameNormalized: normalizeAttendeeName(athlete.athleteName),
        gender: athlete.gender,
        dateOfBirth: athlete.dateOfBirth,
        weightGrams: kgToGrams(athlete.weightKg),
        level: athlete.level,
        club: entry.club,
        seed: null,
        weighedGrams: null,
        checkedInAt: null,
        createdAt: entry.now,
        updatedAt: entry.now,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('api.tournaments.alreadyEntered', entry.names);
    throw error;
  }
  await recordAudit(trx, actor, {
    action: 'tournament.addEntries',
    subject: { kind: 'tournamentEntry', id },
    after: {
      categoryId: entry.categoryId,
      fullName: personal(id, athlete.athleteName),
      dateOfBirth: personal(id, athlete.dateOfBirth),
      gender: personal(id, athlete.gender),
      weight: personal(id, athlete.weightKg),
      club: entry.club,
      ...(entry.bookingId ? { bookingId: entry.bookingId } : {}),
    },
  });
}

/** Why an athlete does not fit a category, as the refusal says it (named, with the category's name). */
export function assertFits(
  category: CategoryRow,
  athlete: AthleteEntryValues,
  day: string,
  profile: RuleProfile,
  say: Say,
): { name: string; category: string } {
  assertOpen(category);
  const criteria = criteriaOf(category);
  const names = { name: athlete.athleteName, category: categoryName(say, criteria, profile) };
  const reason = misfit(criteria, athlete, day, profile.weighInToleranceKg);
  if (reason) throw badRequest(MISFIT_MESSAGES[reason], names);
  return names;
}

/**
 * Athletes of one club, each entered in the categories chosen, when they fit them on the tournament day (the
 * declared weight within the profile's weigh-in tolerance). All or nothing: one athlete who does not fit refuses
 * the whole request, and says who and why. Entries close once the tournament day is over (late entries at the door
 * on the day itself are the desk's to take); only the demo's seed, which writes a past tournament's history, enters
 * athletes after it (`afterTheDay`).
 */
export async function addEntries(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  eventId: string,
  request: AddEntriesValues,
  say: Say,
  { afterTheDay = false }: { afterTheDay?: boolean } = {},
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const { event, tournament } = await requireTournament(trx, eventId);
    const profile = profileOf(tournament);
    const day = tournamentDay(event.eventDateTime);
    if (!afterTheDay && day < academyToday()) throw conflict('api.tournaments.entriesClosed');
    const categories = new Map((await listCategories(trx, eventId)).map((category) => [category.id, category]));
    const now = nowIso();
    let added = 0;
    for (const athlete of request.athletes) {
      for (const categoryId of new Set(athlete.categoryIds)) {
        const category = categories.get(categoryId);
        if (!category) throw notFound('api.tournaments.categoryNotFound');
        const values = assertFits(category, athlete, day, profile, say);
        await insertEntry(trx, actor, {
          eventId,
          categoryId,
          athlete,
          club: request.club,
          bookingId: null,
          fighterId: null,
          now,
          names: values,
        });
        added += 1;
      }
    }
    return added;
  });
}

/**
 * An entry moved to another category of its discipline, neither drawn: the organiser's call (an athlete moved up a
 * weight by agreement), so the fit is not checked, and the move is in the audit log.
 */
export async function moveEntry(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  entryId: string,
  categoryId: string,
): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    const entry = await findEntry(trx, entryId);
    if (!entry) throw notFound('api.tournaments.entryNotFound');
    const [from, to] = [await findCategory(trx, entry.categoryId), await findCategory(trx, categoryId)];
    if (!to || to.eventId !== entry.eventId) throw notFound('api.tournaments.categoryNotFound');
    assertOpen(from!);
    assertOpen(to);
    if (criteriaOf(from!).discipline !== criteriaOf(to).discipline) throw badRequest('api.tournaments.otherDiscipline');
    try {
      await trx
        .updateTable('tournamentEntries')
        .set({ categoryId, seed: null, updatedAt: nowIso() })
        .where('id', '=', entryId)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('api.tournaments.alreadyEnteredThere');
      throw error;
    }
    await recordAudit(trx, actor, {
      action: 'tournament.moveEntry',
      subject: { kind: 'tournamentEntry', id: entryId },
      before: { categoryId: entry.categoryId },
      after: { categoryId },
    });
    return entry.eventId;
  });
}

/**
 * An entry marked at the table before its category's draw: present, absent (withdrawn, its seed dropped) or entered
 * again. How athletes entered by hand, who hold no ticket for the door's weigh-in, are checked in; audited.
 */
export async function setEntryState(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  entryId: string,
  state: EntryState,
): Promise<{ eventId: string; athleteName: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const entry = await findEntry(trx, entryId);
    if (!entry) throw notFound('api.tournaments.entryNotFound');
    assertOpen((await findCategory(trx, entry.categoryId))!);
    if (entry.state !== state) {
      const now = nowIso();
      await trx
        .updateTable('tournamentEntries')
        .set({
          state,
          checkedInAt: state === 'checkedIn' ? now : null,
          ...(state === 'withdrawn' ? { seed: null } : {}),
          updatedAt: now,
        })
        .where('id', '=', entryId)
        .execute();
      await recordAudit(trx, actor, {
        action: 'tournament.setEntryState',
        subject: { kind: 'tournamentEntry', id: entryId },
        before: { state: entry.state },
        after: { state },
      });
    }
    return { eventId: entry.eventId, athleteName: entry.athleteName };
  });
}

/**
 * The absentees of a category taken off before its draw: every entry not checked in at the door is withdrawn. The
 * athletes' bookings and fees stay as they are (an entry fee is not refunded for not coming).
 */
export async function withdrawAbsentees(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  categoryId: string,
): Promise<{ eventId: string; count: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const category = await findCategory(trx, categoryId);
    if (!category) throw notFound('api.tournaments.categoryNotFound');
    assertOpen(category);
    const absent = await trx
      .selectFrom('tournamentEntries')
      .select('id')
      .where('categoryId', '=', categoryId)
      .where('state', '=', 'entered')
      .execute();
    if (absent.length > 0) {
      await trx
        .updateTable('tournamentEntries')
        .set({ state: 'withdrawn', seed: null, updatedAt: nowIso() })
        .where('categoryId', '=', categoryId)
        .where('state', '=', 'entered')
        .execute();
      await recordAudit(trx, actor, {
        action: 'tournament.withdrawAbsentees',
        subject: { kind: 'tournamentCategory', id: categoryId },
        after: { entryIds: absent.map((entry) => entry.id) },
      });
    }
    return { eventId: category.eventId, count: absent.length };
  });
}

/**
 * A cancelled booking's athlete leaves the categories not yet drawn; in a drawn one the entry stays where the draw
 * put it (the bout is lost by Kiken).
 */
export const tournamentEntries: TournamentEntries = { withdrawOfBooking: withdrawEntriesOfBooking };

async function withdrawEntriesOfBooking(trx: DbOrTx, bookingId: string, now: string): Promise<void> {
  await trx
    .updateTable('tournamentEntries')
    .set({ state: 'withdrawn', seed: null, updatedAt: now })
    .where('bookingId', '=', bookingId)
    .where('state', '!=', 'withdrawn')
    .where((eb) =>
      eb('categoryId', 'in', eb.selectFrom('tournamentCategories').select('id').where('drawnAt', 'is', null)),
    )
    .execute();
}
