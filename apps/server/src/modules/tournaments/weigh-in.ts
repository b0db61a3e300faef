import {
  categoryName,
  misfit,
  type AthleteEntriesReply,
  type RuleProfile,
  type WeighInValues,
} from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { letAthleteIn } from '../bookings/athlete-bookings.ts';
import { assertOpen } from './entries.ts';
import { findEvent, findTournament, listCategories, type CategoryRow, type EntryRow } from './queries.ts';
import {
  criteriaOf,
  entryView,
  gramsToKg,
  kgToGrams,
  paymentStates,
  profileOf,
  tournamentDay,
  type Say,
} from './tournament-view.ts';

/** The booking a ticket names, with the entries it holds (withdrawn ones too). */
async function athleteOf(db: DbOrTx, bookingId: string) {
  const booking = await db
    .selectFrom('bookings')
    .select(['id', 'eventId', 'fighterName', 'cancelledAt', 'checkedInAt'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!booking || booking.cancelledAt) throw notFound('api.ticketInvalid');
  const entries = await db
    .selectFrom('tournamentEntries')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  if (entries.length === 0) throw notFound('api.tournaments.notEntered');
  const event = (await findEvent(db, booking.eventId))!;
  const tournament = (await findTournament(db, booking.eventId))!;
  const categories = await listCategories(db, booking.eventId);
  const stateOf = await paymentStates(db, entries);
  return { booking, entries, event, profile: profileOf(tournament), categories, stateOf };
}

type Athlete = Awaited<ReturnType<typeof athleteOf>>;

/** Whether the weighed weight misses the category, beyond the profile's tolerance. */
function offWeight(category: CategoryRow, entry: EntryRow, day: string, profile: RuleProfile): boolean {
  if (entry.weighedGrams === null) return false;
  return misfit(criteriaOf(category), athleteAsWeighed(entry), day, profile.weighInToleranceKg) !== null;
}

const athleteAsWeighed = (entry: EntryRow) => ({
  gender: entry.gender,
  dateOfBirth: entry.dateOfBirth,
  weightKg: gramsToKg(entry.weighedGrams),
  level: entry.level,
});

/** The first open category of the entry's discipline that the athlete, as weighed, fits (the profile's order). */
function categoryFitting(athlete: Athlete, entry: EntryRow): CategoryRow | null {
  const day = tournamentDay(athlete.event.eventDateTime);
  const discipline = criteriaOf(athlete.categories.find((each) => each.id === entry.categoryId)!).discipline;
  return (
    athlete.categories.find(
      (category) =>
        category.id !== entry.categoryId &&
        category.drawnAt === null &&
        criteriaOf(category).discipline === discipline &&
        misfit(criteriaOf(category), athleteAsWeighed(entry), day, athlete.profile.weighInToleranceKg) === null,
    ) ?? null
  );
}

function entriesReply(athlete: Athlete, say: Say): Omit<AthleteEntriesReply, 'status' | 'message'> {
  const day = tournamentDay(athlete.event.eventDateTime);
  const named = (category: CategoryRow) => categoryName(say, criteriaOf(category), athlete.profile);
  return {
    eventId: athlete.event.id,
    athleteName: athlete.booking.fighterName,
    entries: athlete.entries.map((entry) => {
      const category = athlete.categories.find((each) => each.id === entry.categoryId)!;
      const off = entry.state !== 'withdrawn' && offWeight(category, entry, day, athlete.profile);
      const fitting = off ? categoryFitting(athlete, entry) : null;
      return {
        ...entryView(entry, day, athlete.stateOf(entry)),
        categoryName: named(category),
        offWeight: off,
        moveTo: fitting ? { id: fitting.id, name: named(fitting) } : null,
      };
    }),
  };
}

/** An athlete's entries at the door, by the booking their ticket names. */
export async function athleteEntries(deps: Pick<Deps, 'db'>, bookingId: string, say: Say) {
  return entriesReply(await athleteOf(deps.db, bookingId), say);
}

/**
 * The weight taken at the door: the athlete is let in (their booking checked in) and each entry the weight fits is
 * checked in. An entry the weight puts off its category (beyond the profile's tolerance) stays unchecked until the
 * door chooses: `move` to the open category of the same discipline, gender and age that fits, or `withdraw`. A
 * category already drawn keeps its athletes: it can neither lose nor gain one here.
 */
export async function weighIn(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  bookingId: string,
  request: WeighInValues,
  say: Say,
): Promise<{ reply: Omit<AthleteEntriesReply, 'status' | 'message'>; offWeight: string | null }> {
  return deps.db.transaction().execute(async (trx) => {
    const athlete = await athleteOf(trx, bookingId);
    const now = nowIso();
    const weighedGrams = kgToGrams(request.weighedKg)!;
    const day = tournamentDay(athlete.event.eventDateTime);
    const moved: { entryId: string; from: string; to: string }[] = [];
    const withdrawn: string[] = [];
    let unresolved: string | null = null;
    for (const entry of athlete.entries) {
      if (entry.state === 'withdrawn') continue;
      const weighed = { ...entry, weighedGrams };
      const category = athlete.categories.find((each) => each.id === entry.categoryId)!;
      let categoryId = entry.categoryId;
      let state: 'checkedIn' | 'entered' | 'withdrawn' = 'checkedIn';
      if (offWeight(category, weighed, day, athlete.profile)) {
        if (request.offWeight === 'move') {
          assertOpen(category);
          const fitting = categoryFitting(athlete, weighed);
          if (!fitting)
            throw conflict('api.tournaments.noCategoryFits', {
              name: entry.athleteName,
              weight: request.weighedKg,
            });
          categoryId = fitting.id;
          moved.push({ entryId: entry.id, from: entry.categoryId, to: fitting.id });
        } else if (request.offWeight === 'withdraw') {
          assertOpen(category);
          state = 'withdrawn';
          withdrawn.push(entry.id);
        } else {
          state = 'entered';
          unresolved = categoryName(say, criteriaOf(category), athlete.profile);
        }
      }
      await trx
        .updateTable('tournamentEntries')
        .set({
          categoryId,
          state,
          weighedGrams,
          checkedInAt: state === 'checkedIn' ? (entry.checkedInAt ?? now) : entry.checkedInAt,
          seed: categoryId === entry.categoryId ? entry.seed : null,
          updatedAt: now,
        })
        .where('id', '=', entry.id)
        .execute();
    }
    if (!athlete.booking.checkedInAt) await letAthleteIn(trx, bookingId, now, actor.id);
    await recordAudit(trx, actor, {
      action: 'tournament.weighIn',
      subject: { kind: 'booking', id: bookingId },
      after: {
        eventId: athlete.event.id,
        fighterName: personal(bookingId, athlete.booking.fighterName),
        weighedKg: personal(bookingId, request.weighedKg),
        ...(moved.length > 0 ? { moved } : {}),
        ...(withdrawn.length > 0 ? { withdrawn } : {}),
      },
    });
    return { reply: entriesReply(await athleteOf(trx, bookingId), say), offWeight: unresolved };
  });
}
