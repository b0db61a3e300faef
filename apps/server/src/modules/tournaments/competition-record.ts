import { categoryName, EVENT_TEXTS, type CompetitionRecordReply, type Language } from '@academy/contract';
import type { Deps } from '../../deps.ts';
import { assertFamilyProfile } from '../../security/family-access.ts';
import type { AuthUser } from '../../security/tokens.ts';
import { rowIn } from '../../lib/academy-texts.ts';
import { findShownEvent } from './queries.ts';
import { publishedPlaces } from './results.ts';
import { criteriaOf, profileOf, tournamentDay, type Say } from './tournament-view.ts';

type CategoryPlaces = Awaited<ReturnType<typeof publishedPlaces>>[number];

/**
 * A profile's competition record: every category it was entered in (withdrawn ones left out), newest tournament
 * first, with the place the public results give it once its category's draw is published. The places come from the
 * same computation as the results page, so a profile never tells another story than the page does.
 */
export async function competitionRecord(
  deps: Pick<Deps, 'db'>,
  user: AuthUser | null,
  profileId: string,
  reader: { say: Say; language: Language },
): Promise<Omit<CompetitionRecordReply, 'status' | 'message'>> {
  await assertFamilyProfile(deps, user, profileId, { adminAllowed: true });
  const entries = await deps.db
    .selectFrom('tournamentEntries')
    .innerJoin('tournamentCategories', 'tournamentCategories.id', 'tournamentEntries.categoryId')
    .innerJoin('tournaments', 'tournaments.eventId', 'tournamentEntries.eventId')
    .innerJoin('events', 'events.id', 'tournamentEntries.eventId')
    .select([
      'tournamentEntries.id',
      'tournamentEntries.eventId',
      'tournamentEntries.categoryId',
      'tournamentCategories.criteria',
      'tournaments.profile',
      'events.eventDateTime',
    ])
    .where('tournamentEntries.fighterId', '=', profileId)
    .where('tournamentEntries.state', '!=', 'withdrawn')
    .orderBy('events.eventDateTime', 'desc')
    .orderBy('tournamentCategories.position')
    .execute();
  // Each tournament's name in the reader's language, and the places of the categories entered: the same computation
  // as the results page's (publishedPlaces), limited to those categories.
  const tournaments = new Map<string, { eventName: string; outcomes: Map<string, CategoryPlaces> }>();
  for (const eventId of new Set(entries.map((entry) => entry.eventId))) {
    const entered = entries.filter((entry) => entry.eventId === eventId);
    const shown = rowIn(await findShownEvent(deps.db, eventId), EVENT_TEXTS, reader.language);
    const places = await publishedPlaces(deps.db, eventId, profileOf(entered[0]!), [
      ...new Set(entered.map((entry) => entry.categoryId)),
    ]);
    tournaments.set(eventId, {
      eventName: shown.eventName,
      outcomes: new Map(places.map((each) => [each.category.id, each])),
    });
  }
  return {
    competitions: entries.map((entry) => {
      const tournament = tournaments.get(entry.eventId)!;
      const category = tournament.outcomes.get(entry.categoryId);
      const placings = category?.placings;
      const place =
        placings?.first === entry.id
          ? 1
          : placings?.second === entry.id
            ? 2
            : placings?.third.includes(entry.id)
              ? 3
              : null;
      return {
        entryId: entry.id,
        eventId: entry.eventId,
        eventName: tournament.eventName,
        day: tournamentDay(entry.eventDateTime),
        categoryName: categoryName(reader.say, criteriaOf(entry), profileOf(entry)),
        place,
        finished: category?.finished ?? false,
      };
    }),
  };
}
