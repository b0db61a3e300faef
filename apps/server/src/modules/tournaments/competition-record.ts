import { categoryName, type CompetitionRecordReply, type Language } from '@academy/contract';
import type { Deps } from '../../deps.ts';
import { assertFamilyProfile } from '../../security/family-access.ts';
import type { AuthUser } from '../../security/tokens.ts';
import { tournamentResults } from './results.ts';
import { criteriaOf, profileOf, tournamentDay, type Say } from './tournament-view.ts';

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
  const results = new Map<string, Awaited<ReturnType<typeof tournamentResults>>>();
  for (const eventId of new Set(entries.map((entry) => entry.eventId))) {
    results.set(eventId, await tournamentResults(deps.db, eventId, reader));
  }
  return {
    competitions: entries.map((entry) => {
      const category = results.get(entry.eventId)!.categories.find((each) => each.id === entry.categoryId);
      const place =
        category?.first?.entryId === entry.id
          ? 1
          : category?.second?.entryId === entry.id
            ? 2
            : category?.third.some((third) => third.entryId === entry.id)
              ? 3
              : null;
      return {
        entryId: entry.id,
        eventId: entry.eventId,
        eventName: results.get(entry.eventId)!.eventName,
        day: tournamentDay(entry.eventDateTime),
        categoryName: categoryName(reader.say, criteriaOf(entry), profileOf(entry)),
        place,
        finished: category?.finished ?? false,
      };
    }),
  };
}
