import { randomUUID } from 'node:crypto';
import type { BoutEvent, KumiteTechnique, RuleProfile } from '@academy/contract';
import type { Actor } from '../audit/audit-log.ts';
import type { Deps } from '../deps.ts';
import { appendBoutEvents } from '../modules/competition-day/bout-log.ts';
import { setTatamiOfficials } from '../modules/competition-day/consoles.ts';
import { createDisplay, listDisplays } from '../modules/competition-day/displays.ts';
import { setTatamis } from '../modules/competition-day/tatamis.ts';
import { categoryDetail } from '../modules/tournaments/draws.ts';
import type { CategoryRow } from '../modules/tournaments/queries.ts';
import { criteriaOf, type Say } from '../modules/tournaments/tournament-view.ts';
import { DEMO_TABLE_OFFICIAL } from './demo-staff.ts';

/** How many tatamis the demo's cup is fought on. */
const TATAMIS = 3;
/** Bouts fought on each tatami before the one under way, and the minutes each took on the mat. */
const FOUGHT_PER_TATAMI = 3;
const MINUTES_PER_BOUT = 4;

interface DayRun {
  eventId: string;
  profile: RuleProfile;
  say: Say;
}

/**
 * The demo's competition day under way (so `npm start` shows a live board, scoreboards and a console with a bout
 * on): the cup's published kumite categories spread over three tatamis; on each, the first bouts of its first
 * category scored through the console's log, as a table official would have, minutes apart and ending before now
 * (their results carry those times, so the estimates use a measured bout length); and on tatami 1 a bout half fought,
 * its clock stopped after a score.
 */
export async function seedDemoCompetitionDay(
  deps: Pick<Deps, 'db' | 'liveFeed' | 'log'>,
  actor: Actor,
  run: DayRun,
  categories: readonly CategoryRow[],
  random: () => number,
): Promise<void> {
  const kumite = categories.filter((category) => criteriaOf(category).discipline === 'kumite');
  const tatamis = Array.from({ length: TATAMIS }, (_, number) => ({
    categoryIds: kumite.filter((_, index) => index % TATAMIS === number).map((category) => category.id),
  }));
  await setTatamis(deps, actor, run.eventId, { tatamis });
  // The demo's table official scores tatami 1, so their home leads to its console as the start-up log says.
  const official = await deps.db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', DEMO_TABLE_OFFICIAL)
    .where('staffRole', '=', 'tableOfficial')
    .executeTakeFirst();
  if (official) await setTatamiOfficials(deps, actor, run.eventId, { officials: [{ userId: official.id, tatami: 1 }] });
  const now = Date.now();
  for (const [index, tatami] of tatamis.entries()) {
    const categoryId = tatami.categoryIds[0];
    if (!categoryId) continue;
    const boutSeconds = boutSecondsOf(
      run.profile,
      kumite.find((category) => category.id === categoryId)!,
    );
    for (let bout = 0; bout < FOUGHT_PER_TATAMI; bout += 1) {
      const endsAt = now - (FOUGHT_PER_TATAMI - bout) * MINUTES_PER_BOUT * 60_000 - index * 40_000;
      const boutId = await nextBout(deps, categoryId, run.say);
      if (!boutId) break;
      await appendBoutEvents(deps, actor, categoryId, { boutId, events: foughtBout(endsAt, boutSeconds, random) });
      // The result's time is when the bout ended on the mat, not when the demo was seeded: the day's measured bout
      // length comes from these times.
      await deps.db
        .updateTable('tournamentResults')
        .set({ recordedAt: new Date(endsAt).toISOString() })
        .where('categoryId', '=', categoryId)
        .where('boutId', '=', boutId)
        .execute();
    }
    if (index === 0) {
      const boutId = await nextBout(deps, categoryId, run.say);
      if (boutId) await appendBoutEvents(deps, actor, categoryId, { boutId, events: halfFought(now) });
    }
  }
  // A TV for tatami 1 and the hall's call-up screen, so the demo's live screens open straight from the log.
  await createDisplay(deps, actor, run.eventId, {
    kind: 'scoreboard',
    tatami: 1,
    mirrored: false,
    label: 'Tatami 1 TV',
  });
  await createDisplay(deps, actor, run.eventId, {
    kind: 'callUp',
    tatami: null,
    mirrored: false,
    label: 'Hall screen',
  });
  const displays = await listDisplays(deps.db, run.eventId);
  const scoreboard = displays.find((display) => display.kind === 'scoreboard');
  const callUp = displays.find((display) => display.kind === 'callUp');
  deps.log.warn(
    `demo competition day: the live page at /events/${run.eventId}/live, tatami 1's scoreboard at ` +
      `/live/display/${scoreboard!.token}, the call-up screen at /live/display/${callUp!.token} ` +
      `(the owner or ${DEMO_TABLE_OFFICIAL} opens tatami 1's console)`,
  );
}

function boutSecondsOf(profile: RuleProfile, category: CategoryRow): number {
  return profile.ageGroups.find((group) => group.key === criteriaOf(category).ageGroup)!.boutSeconds;
}

async function nextBout(deps: Pick<Deps, 'db'>, categoryId: string, say: Say): Promise<string | null> {
  return (await categoryDetail(deps.db, categoryId, say)).next[0] ?? null;
}

const event = (at: number, rest: Record<string, unknown>) => ({ id: randomUUID(), at, ...rest }) as BoutEvent;

/**
 * A whole bout to time-up: the winner scores first (Senshu) and ends ahead, a few exchanges and a penalty in
 * between, the clock stopped at zero (the official's confirmation of time-up).
 */
function foughtBout(endsAt: number, boutSeconds: number, random: () => number): BoutEvent[] {
  const winner = random() < 0.5 ? 'aka' : 'ao';
  const loser = winner === 'aka' ? 'ao' : 'aka';
  const start = endsAt - boutSeconds * 1000;
  const at = (fraction: number) => Math.round(start + fraction * boutSeconds * 1000);
  const technique = (): KumiteTechnique => (random() < 0.6 ? 'yuko' : 'wazaAri');
  return [
    event(start, { kind: 'clock', action: 'start' }),
    event(at(0.2), { kind: 'score', side: winner, technique: technique() }),
    event(at(0.45), { kind: 'penalty', side: loser, step: 0 }),
    event(at(0.6), { kind: 'score', side: loser, technique: 'yuko' }),
    event(at(0.8), { kind: 'score', side: winner, technique: 'wazaAri' }),
    event(endsAt, { kind: 'clock', action: 'stop' }),
  ];
}

/** Tatami 1's bout under way: AKA ahead with Senshu, AO warned once, the clock stopped after AKA's Waza-ari. */
function halfFought(now: number): BoutEvent[] {
  return [
    event(now - 75_000, { kind: 'clock', action: 'start' }),
    event(now - 60_000, { kind: 'score', side: 'aka', technique: 'yuko' }),
    event(now - 42_000, { kind: 'score', side: 'ao', technique: 'wazaAri' }),
    event(now - 30_000, { kind: 'penalty', side: 'ao', step: 0 }),
    event(now - 16_000, { kind: 'score', side: 'aka', technique: 'wazaAri' }),
    event(now - 15_000, { kind: 'clock', action: 'stop' }),
  ];
}
