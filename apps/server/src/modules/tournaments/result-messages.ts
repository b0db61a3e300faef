import { academyToday, addDays, DEFAULT_LANGUAGE, EVENT_TEXTS, isLanguage, type MessageKey } from '@academy/contract';
import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { rowIn } from '../../lib/academy-texts.ts';
import { messageSettings } from '../../messaging/message-settings.ts';
import { queueMessage } from '../../messaging/message-queue.ts';
import { placeOf } from './category-outcome.ts';
import { publishedPlaces } from './results.ts';
import { profileOf, tournamentDay } from './tournament-view.ts';

export const RESULT_MESSAGES_JOB = 'tournaments.result-messages';

type ResultDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'translator'>;

/** How often a tournament day is looked at for categories just finished. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

const MEDALS: Record<1 | 2 | 3, MessageKey> = {
  1: 'account.competitions.gold',
  2: 'account.competitions.silver',
  3: 'account.competitions.bronze',
};

/**
 * Tells each medallist's family of the place won, once a category is finished, on the tournament's day (or the day
 * after, for a late final): by the family's channels for tournament results (nothing while the kind is off). A
 * medallist entered without a profile of an account (another club's athlete) is not told here. Once per category and
 * athlete (the message's key). Answers how many families were told.
 */
export async function sendResultMessages(deps: ResultDeps, now: Date = new Date()): Promise<number> {
  const settings = await messageSettings(deps.db);
  if (!settings.kinds.tournamentResult.on) return 0;
  const today = academyToday(now);
  const tournaments = await deps.db
    .selectFrom('tournaments')
    .innerJoin('events', 'events.id', 'tournaments.eventId')
    .selectAll('tournaments')
    .select(['events.eventName', 'events.eventDateTime', 'events.translations'])
    .execute();
  let told = 0;
  for (const tournament of tournaments) {
    const day = tournamentDay(tournament.eventDateTime);
    if (day !== today && day !== addDays(today, -1)) continue;
    const places = await publishedPlaces(deps.db, tournament.eventId, profileOf(tournament));
    const medals = places.filter((place) => place.finished);
    if (medals.length === 0) continue;
    const entries = await deps.db
      .selectFrom('tournamentEntries')
      .innerJoin('fighters as profile', 'profile.id', 'tournamentEntries.fighterId')
      .leftJoin('fighters as guardian', 'guardian.id', 'profile.guardianId')
      .select([
        'tournamentEntries.id',
        'tournamentEntries.categoryId',
        'tournamentEntries.athleteName',
        (eb) => eb.fn.coalesce('guardian.id', 'profile.id').as('accountId'),
        (eb) => eb.fn.coalesce('guardian.fullName', 'profile.fullName').as('recipientName'),
        (eb) => eb.fn.coalesce('guardian.language', 'profile.language').as('language'),
      ])
      .where('tournamentEntries.eventId', '=', tournament.eventId)
      .execute();
    await deps.db.transaction().execute(async (trx) => {
      for (const { category, placings } of medals) {
        for (const entry of entries.filter((each) => each.categoryId === category.id)) {
          const place = placeOf(placings, entry.id);
          if (place === null) continue;
          const messages = deps.translator.in(isLanguage(entry.language) ? entry.language : DEFAULT_LANGUAGE);
          const name = rowIn(tournament, EVENT_TEXTS, messages.language).eventName;
          const queued = await queueMessage(
            deps,
            trx,
            {
              kind: 'tournamentResult',
              accountId: entry.accountId,
              familyName: entry.recipientName,
              language: messages.language,
              values: [entry.recipientName, entry.athleteName, name, messages.t(MEDALS[place])],
              email: null,
              about: `${category.id}:${entry.id}`,
            },
            // Counted on the tournament's day, so a sweep after midnight does not tell the family again.
            { day, settings },
          );
          if (queued) told += 1;
        }
      }
    });
  }
  if (told > 0) deps.jobs.wake();
  return told;
}

export function registerResultMessagesJob(jobs: JobRunner, deps: ResultDeps): void {
  jobs.registerEvery(
    RESULT_MESSAGES_JOB,
    { maxAttempts: 3, handle: async () => void (await sendResultMessages(deps)) },
    SWEEP_EVERY_MS,
  );
}
