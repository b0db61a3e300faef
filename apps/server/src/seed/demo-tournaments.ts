import { ageOn, WKF_2023_PROFILE, type TournamentDiscipline } from '@academy/contract';
import { systemActor } from '../audit/audit-log.ts';
import type { Deps } from '../deps.ts';
import {
  categoryDetail,
  drawCategoryNow,
  publishDraw,
  recordKataScore,
  recordResult,
} from '../modules/tournaments/draws.ts';
import { addEntries } from '../modules/tournaments/entries.ts';
import { listCategories } from '../modules/tournaments/queries.ts';
import { setUpTournament } from '../modules/tournaments/setup.ts';
import { criteriaOf, profileOf, tournamentDay, type Say } from '../modules/tournaments/tournament-view.ts';
import { seededRandom } from './seeded-random.ts';

const ACTOR = systemActor('demo content');

const CLUBS = [
  'Kaizen Karate Academy',
  'Shotokan Karate Pune',
  'Goju Ryu Nashik',
  'Kyokushin Mumbai',
  'Shito Ryu Nagpur',
];
const FIRST = {
  male: ['Aarav', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Krish', 'Ishaan', 'Kabir', 'Advait', 'Om', 'Rudra', 'Yash'],
  female: ['Ananya', 'Diya', 'Ira', 'Saanvi', 'Aadhya', 'Myra', 'Kiara', 'Pari', 'Anvi', 'Riya', 'Tara', 'Navya'],
} as const;
const LAST = [
  'Patil',
  'Kulkarni',
  'Deshpande',
  'Joshi',
  'Shinde',
  'Pawar',
  'Jadhav',
  'Gokhale',
  'Rane',
  'Bhosale',
  'Naik',
];

/** Which categories get athletes, and how many: the demo's programme. */
interface Plan {
  discipline: TournamentDiscipline;
  ageGroup: string;
  gender: 'male' | 'female';
  /** The kumite class by its upper limit (null: the open class), or null for kata. */
  upTo?: number | null;
  athletes: number;
}

const PAST: Plan[] = [
  { discipline: 'kata', ageGroup: 'u12', gender: 'male', athletes: 6 },
  { discipline: 'kata', ageGroup: 'u12', gender: 'female', athletes: 5 },
  { discipline: 'kata', ageGroup: 'cadets', gender: 'female', athletes: 9 },
  { discipline: 'kumite', ageGroup: 'u14', gender: 'male', upTo: 45, athletes: 7 },
  { discipline: 'kumite', ageGroup: 'u14', gender: 'female', upTo: 47, athletes: 3 },
  { discipline: 'kumite', ageGroup: 'cadets', gender: 'male', upTo: 57, athletes: 8 },
  { discipline: 'kumite', ageGroup: 'cadets', gender: 'male', upTo: 63, athletes: 5 },
  { discipline: 'kumite', ageGroup: 'cadets', gender: 'female', upTo: 54, athletes: 4 },
];

const UPCOMING: Plan[] = [
  { discipline: 'kata', ageGroup: 'u10', gender: 'male', athletes: 5 },
  { discipline: 'kata', ageGroup: 'u10', gender: 'female', athletes: 4 },
  { discipline: 'kata', ageGroup: 'u12', gender: 'male', athletes: 7 },
  { discipline: 'kata', ageGroup: 'u12', gender: 'female', athletes: 6 },
  { discipline: 'kata', ageGroup: 'u14', gender: 'female', athletes: 10 },
  { discipline: 'kata', ageGroup: 'juniors', gender: 'male', athletes: 3 },
];

/** A date of birth that makes an athlete `age` on `day`, a third of a year past their birthday. */
function bornFor(day: string, age: number): string {
  const born = new Date(`${day}T00:00:00Z`);
  born.setUTCDate(born.getUTCDate() - 120);
  born.setUTCFullYear(born.getUTCFullYear() - age);
  return born.toISOString().slice(0, 10);
}

/**
 * Sets the demo's two championships up as tournaments: the past All India Open with every category drawn, fought and
 * placed (so the results page has medals and a medal table), and the coming Winter Kata Championship with its entries
 * in and its draws published. Only on a demo install whose tournaments table is empty.
 */
export async function seedDemoTournaments(deps: Pick<Deps, 'db' | 'translator'>): Promise<number> {
  if (await deps.db.selectFrom('tournaments').select('eventId').limit(1).executeTakeFirst()) return 0;
  const events = await deps.db.selectFrom('events').select(['id', 'eventName', 'eventDateTime']).execute();
  const past = events.find((event) => event.eventName === 'All India Open Karate Championship');
  const upcoming = events.find((event) => event.eventName === 'Kaizen Winter Kata Championship 2026');
  if (!past || !upcoming) return 0;
  const random = seededRandom(34);
  await runTournament(deps, past, ['kata', 'kumite'], ['u12', 'u14', 'cadets'], PAST, random, true);
  await runTournament(
    deps,
    upcoming,
    ['kata'],
    ['u10', 'u12', 'u14', 'cadets', 'juniors', 'seniors'],
    UPCOMING,
    random,
    false,
  );
  return 2;
}

async function runTournament(
  deps: Pick<Deps, 'db' | 'translator'>,
  event: { id: string; eventDateTime: string },
  disciplines: TournamentDiscipline[],
  ageGroups: string[],
  plans: Plan[],
  random: () => number,
  fought: boolean,
) {
  await setUpTournament(deps, ACTOR, event.id, { profile: WKF_2023_PROFILE, disciplines, ageGroups, categoryFee: 600 });
  const tournament = await deps.db
    .selectFrom('tournaments')
    .selectAll()
    .where('eventId', '=', event.id)
    .executeTakeFirstOrThrow();
  const profile = profileOf(tournament);
  const day = tournamentDay(event.eventDateTime);
  const categories = await listCategories(deps.db, event.id);
  const say: Say = (key, values) => deps.translator.t('en', key, values);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const used = new Set<string>();
  for (const plan of plans) {
    const category = categories.find((c) => {
      const criteria = criteriaOf(c);
      return (
        criteria.discipline === plan.discipline &&
        criteria.ageGroup === plan.ageGroup &&
        criteria.gender === plan.gender &&
        (plan.upTo === undefined || criteria.upToWeightKg === plan.upTo)
      );
    })!;
    const criteria = criteriaOf(category);
    const group = profile.ageGroups.find((g) => g.key === plan.ageGroup)!;
    for (let i = 0; i < plan.athletes; i += 1) {
      let name: string;
      do name = `${pick(FIRST[plan.gender])} ${pick(LAST)}`;
      while (used.has(name));
      used.add(name);
      const age = group.minAge + (i % ((group.maxAge ?? group.minAge + 2) - group.minAge + 1));
      const top = criteria.upToWeightKg ?? (criteria.overWeightKg ?? 40) + 8;
      const weightKg = Math.round((top - 0.5 - random() * 3) * 10) / 10;
      const dateOfBirth = bornFor(day, age);
      if (ageOn(dateOfBirth, day) !== age) throw new Error('demo athlete has the wrong age');
      await addEntries(
        deps,
        ACTOR,
        event.id,
        {
          club: CLUBS[(i + plans.indexOf(plan)) % CLUBS.length]!,
          athletes: [
            {
              athleteName: name,
              gender: plan.gender,
              dateOfBirth,
              weightKg,
              level: 3 + Math.floor(random() * 8),
              categoryIds: [category.id],
            },
          ],
        },
        say,
      );
    }
    await drawCategoryNow(deps, ACTOR, category.id, { seeds: [] });
    await publishDraw(deps, ACTOR, category.id);
    if (fought) await fight(deps, category.id, random, say);
  }
}

/**
 * Every bout and performance of a category, decided at random, the academy's own athletes a little stronger (the
 * event's page says they came home with medals): kata scores between 7.0 and 9.0.
 */
async function fight(deps: Pick<Deps, 'db'>, categoryId: string, random: () => number, say: Say) {
  for (;;) {
    const detail = await categoryDetail(deps.db, categoryId, say);
    const ours = (id: string | null) => detail.entries.some((e) => e.id === id && e.club === CLUBS[0]);
    if (detail.category.format === 'kataPoints') {
      const round = detail.kataRounds!.at(-1)!;
      const waiting = round.pools.flatMap((pool) =>
        pool.entrants.filter((id) => !pool.ranking.some((p) => p.id === id)),
      );
      if (waiting.length === 0) return;
      const base = 70 + Math.floor(random() * 15) + (ours(waiting[0]!) ? 5 : 0);
      const scores = Array.from({ length: 7 }, () => (base + Math.floor(random() * 6)) / 10);
      await recordKataScore(deps, ACTOR, categoryId, { round: round.round, entryId: waiting[0]!, scores });
      continue;
    }
    const next = detail.next[0];
    if (!next) return;
    const bout = detail.bouts.find((b) => b.id === next)!;
    const akaChance = ours(bout.aka) === ours(bout.ao) ? 0.5 : ours(bout.aka) ? 0.75 : 0.25;
    const winner = random() < akaChance ? 'aka' : 'ao';
    const [win, lose] = [2 + Math.floor(random() * 6), Math.floor(random() * 2)];
    await recordResult(deps, ACTOR, categoryId, {
      boutId: next,
      winner,
      method: 'points',
      akaScore: winner === 'aka' ? win : lose,
      aoScore: winner === 'ao' ? win : lose,
    });
  }
}
