import {
  ageOn,
  misfit,
  WKF_2023_PROFILE,
  type AthleteEntryValues,
  type RuleProfile,
  type TournamentDiscipline,
} from '@academy/contract';
import { systemActor } from '../audit/audit-log.ts';
import type { Deps } from '../deps.ts';
import { nowIso } from '../lib/ids.ts';
import { decidePayment } from '../modules/payments/reconcile.ts';
import { submitUtr } from '../modules/payments/service.ts';
import {
  categoryDetail,
  drawCategoryNow,
  publishDraw,
  recordKataScore,
  recordResult,
} from '../modules/tournaments/draws.ts';
import { enterTournament } from '../modules/tournaments/entering.ts';
import { addEntries, assertFits, insertEntry } from '../modules/tournaments/entries.ts';
import { listCategories, type CategoryRow } from '../modules/tournaments/queries.ts';
import { setUpTournament } from '../modules/tournaments/setup.ts';
import { criteriaOf, profileOf, tournamentDay, type Say } from '../modules/tournaments/tournament-view.ts';
import { seedDemoCompetitionDay } from './demo-competition-day.ts';
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

/** The academy's head coach, named on the entries its families make. */
const ACADEMY_COACH = 'Sensei Vikram Singh Rathore';

/** A visiting club's team, entered online by its coach: each in the first kata category that fits them. */
const VISITING_TEAM = [
  { athleteName: 'Tanvi Wagh', gender: 'female', age: 11 },
  { athleteName: 'Omkar Sonawane', gender: 'male', age: 9 },
  { athleteName: 'Pranav Gite', gender: 'male', age: 11 },
] as const;

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

/** The cup fought today: kumite only, enough bouts to keep three tatamis busy. */
const TODAY: Plan[] = [
  { discipline: 'kumite', ageGroup: 'u12', gender: 'male', upTo: 35, athletes: 8 },
  { discipline: 'kumite', ageGroup: 'u12', gender: 'female', upTo: 35, athletes: 6 },
  { discipline: 'kumite', ageGroup: 'u14', gender: 'male', upTo: 45, athletes: 8 },
  { discipline: 'kumite', ageGroup: 'u14', gender: 'female', upTo: 47, athletes: 5 },
  { discipline: 'kumite', ageGroup: 'cadets', gender: 'male', upTo: 57, athletes: 8 },
  { discipline: 'kumite', ageGroup: 'cadets', gender: 'female', upTo: 54, athletes: 6 },
];

/** A date of birth that makes an athlete `age` on `day`, a third of a year past their birthday. */
function bornFor(day: string, age: number): string {
  const born = new Date(`${day}T00:00:00Z`);
  born.setUTCDate(born.getUTCDate() - 120);
  born.setUTCFullYear(born.getUTCFullYear() - age);
  return born.toISOString().slice(0, 10);
}

/**
 * Sets the demo's three championships up as tournaments: the past All India Open with every category drawn, fought and
 * placed (so the results page has medals and a medal table, and the academy's children who fought have a competition
 * record), and the coming Winter Kata Championship with its entries in (a family's child and a visiting club's team
 * entered online, their fees one unpaid and one paid) and its draws published, and today's Inter-Dojo Kumite Cup under way
 * on three tatamis (demo-competition-day.ts). Only on a demo install whose
 * tournaments table is empty; the families' parts only when the demo families exist.
 */
export async function seedDemoTournaments(deps: Deps): Promise<number> {
  if (await deps.db.selectFrom('tournaments').select('eventId').limit(1).executeTakeFirst()) return 0;
  const events = await deps.db.selectFrom('events').select(['id', 'eventName', 'eventDateTime']).execute();
  const past = events.find((event) => event.eventName === 'All India Open Karate Championship');
  const upcoming = events.find((event) => event.eventName === 'Kaizen Winter Kata Championship 2026');
  const today = events.find((event) => event.eventName === 'Kaizen Inter-Dojo Kumite Cup');
  if (!past || !upcoming || !today) return 0;
  const random = seededRandom(34);
  const pastRun = await setUp(deps, past, ['kata', 'kumite'], ['u12', 'u14', 'cadets']);
  await enterPlans(deps, pastRun, PAST, random);
  await enterAcademyChildren(deps, pastRun);
  await drawAll(deps, pastRun, random, true);
  const comingRun = await setUp(deps, upcoming, ['kata'], ['u10', 'u12', 'u14', 'cadets', 'juniors', 'seniors']);
  await enterPlans(deps, comingRun, UPCOMING, random);
  await enterOnline(deps, comingRun);
  await drawAll(deps, comingRun, random, false);
  const todayRun = await setUp(deps, today, ['kumite'], ['u12', 'u14', 'cadets']);
  await enterPlans(deps, todayRun, TODAY, random);
  await drawAll(deps, todayRun, random, false);
  await seedDemoCompetitionDay(deps, ACTOR, todayRun, await categoriesEntered(deps, todayRun), random);
  return 3;
}

/** A demo tournament as it is being seeded. */
interface Run {
  eventId: string;
  day: string;
  profile: RuleProfile;
  categories: CategoryRow[];
  say: Say;
}

async function setUp(
  deps: Pick<Deps, 'db' | 'translator'>,
  event: { id: string; eventDateTime: string },
  disciplines: TournamentDiscipline[],
  ageGroups: string[],
): Promise<Run> {
  await setUpTournament(deps, ACTOR, event.id, { profile: WKF_2023_PROFILE, disciplines, ageGroups, categoryFee: 600 });
  const tournament = await deps.db
    .selectFrom('tournaments')
    .selectAll()
    .where('eventId', '=', event.id)
    .executeTakeFirstOrThrow();
  return {
    eventId: event.id,
    day: tournamentDay(event.eventDateTime),
    profile: profileOf(tournament),
    categories: await listCategories(deps.db, event.id),
    say: (key, values) => deps.translator.t('en', key, values),
  };
}

/** The organiser's entries by hand, club by club, as the plan says. */
async function enterPlans(deps: Pick<Deps, 'db'>, run: Run, plans: Plan[], random: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  // Made-up names never take a demo child's, who may compete beside them.
  const used = new Set((await demoChildren(deps)).map((child) => child.fullName));
  for (const plan of plans) {
    const category = run.categories.find((c) => {
      const criteria = criteriaOf(c);
      return (
        criteria.discipline === plan.discipline &&
        criteria.ageGroup === plan.ageGroup &&
        criteria.gender === plan.gender &&
        (plan.upTo === undefined || criteria.upToWeightKg === plan.upTo)
      );
    })!;
    const criteria = criteriaOf(category);
    const group = run.profile.ageGroups.find((g) => g.key === plan.ageGroup)!;
    for (let i = 0; i < plan.athletes; i += 1) {
      let name: string;
      do name = `${pick(FIRST[plan.gender])} ${pick(LAST)}`;
      while (used.has(name));
      used.add(name);
      const age = group.minAge + (i % ((group.maxAge ?? group.minAge + 2) - group.minAge + 1));
      const top = criteria.upToWeightKg ?? (criteria.overWeightKg ?? 40) + 8;
      const weightKg = Math.round((top - 0.5 - random() * 3) * 10) / 10;
      const dateOfBirth = bornFor(run.day, age);
      if (ageOn(dateOfBirth, run.day) !== age) throw new Error('demo athlete has the wrong age');
      await addEntries(
        deps,
        ACTOR,
        run.eventId,
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
        run.say,
        // The past championship's entries are its history, written after its day.
        { afterTheDay: true },
      );
    }
  }
}

/** A demo family's child as an athlete: the category kept is the first the plan fills that fits them that day. */
interface Child {
  id: string;
  fullName: string;
  gender: 'male' | 'female';
  dateOfBirth: string;
  guardianId: string;
}

async function demoChildren(deps: Pick<Deps, 'db'>): Promise<Child[]> {
  const rows = await deps.db
    .selectFrom('fighters')
    .select(['id', 'fullName', 'gender', 'dateOfBirth', 'guardianId'])
    .where('dateOfBirth', 'is not', null)
    // The demo families' children only: their guardians' addresses are the demo's.
    .where('guardianId', 'in', deps.db.selectFrom('fighters').select('id').where('email', 'like', '%@example.com'))
    .orderBy('fullName')
    .execute();
  return rows.flatMap((row) =>
    row.gender === 'Male' || row.gender === 'Female'
      ? [
          {
            id: row.id,
            fullName: row.fullName,
            gender: row.gender === 'Male' ? ('male' as const) : ('female' as const),
            dateOfBirth: row.dateOfBirth!,
            guardianId: row.guardianId!,
          },
        ]
      : [],
  );
}

/** The first category with entrants that fits the athlete on the day, kata before kumite (weight at its top). */
function fittingCategory(run: Run, athlete: Pick<AthleteEntryValues, 'gender' | 'dateOfBirth'>) {
  for (const category of run.categories) {
    const criteria = criteriaOf(category);
    const weightKg = criteria.upToWeightKg === null ? null : criteria.upToWeightKg - 0.4;
    if (misfit(criteria, { ...athlete, weightKg, level: null }, run.day) === null) return { category, weightKg };
  }
  return null;
}

/** The run's categories that have entries, in the tournament's order. */
async function categoriesEntered(deps: Pick<Deps, 'db'>, run: Run): Promise<CategoryRow[]> {
  const entered = await deps.db
    .selectFrom('tournamentEntries')
    .select('categoryId')
    .where('eventId', '=', run.eventId)
    .execute();
  const filled = new Set(entered.map((row) => row.categoryId));
  return run.categories.filter((category) => filled.has(category.id));
}

/**
 * The academy's own children who fought the past championship, entered with their profiles so that their profiles
 * show the competition: in the categories the plan filled, where they fit.
 */
async function enterAcademyChildren(deps: Pick<Deps, 'db'>, run: Run) {
  const planned = { ...run, categories: await categoriesEntered(deps, run) };
  const children = await demoChildren(deps);
  await deps.db.transaction().execute(async (trx) => {
    for (const child of children) {
      const athlete = { athleteName: child.fullName, gender: child.gender, dateOfBirth: child.dateOfBirth };
      const fit = fittingCategory(planned, athlete);
      if (!fit) continue;
      const values = { ...athlete, weightKg: fit.weightKg, level: null, categoryIds: [fit.category.id] };
      await insertEntry(trx, ACTOR, {
        eventId: run.eventId,
        categoryId: fit.category.id,
        athlete: values,
        club: CLUBS[0]!,
        bookingId: null,
        fighterId: child.id,
        now: nowIso(),
        names: assertFits(fit.category, values, run.day, run.profile, run.say),
      });
    }
  });
}

/**
 * Entries made online, as families and coaches make them: a demo parent enters a child from the family's records
 * and leaves the fee unpaid; a visiting coach enters a team and pays by UPI, checked by the admin.
 */
async function enterOnline(deps: Deps, run: Run) {
  const children = await demoChildren(deps);
  const child = children.find((c) => fittingCategory(run, c) !== null);
  if (child) {
    const guardian = await deps.db
      .selectFrom('fighters')
      .select(['fullName', 'email', 'mobileNumber'])
      .where('id', '=', child.guardianId)
      .executeTakeFirstOrThrow();
    const fit = fittingCategory(run, child)!;
    await enterTournament(
      deps,
      { role: 'fighter', id: child.guardianId, ip: null },
      run.eventId,
      {
        contactName: guardian.fullName,
        email: guardian.email!,
        mobileNumber: guardian.mobileNumber,
        club: CLUBS[0]!,
        coachName: ACADEMY_COACH,
        guardiansAgree: true,
        athletes: [
          {
            athleteName: child.fullName,
            gender: child.gender,
            dateOfBirth: child.dateOfBirth,
            weightKg: fit.weightKg,
            level: null,
            categoryIds: [fit.category.id],
            fighterId: child.id,
          },
        ],
      },
      'en',
      run.say,
    );
  }
  const team = VISITING_TEAM.flatMap((athlete) => {
    const fit = fittingCategory(run, { gender: athlete.gender, dateOfBirth: bornFor(run.day, athlete.age) });
    return fit
      ? [
          {
            athleteName: athlete.athleteName,
            gender: athlete.gender,
            dateOfBirth: bornFor(run.day, athlete.age),
            weightKg: fit.weightKg,
            level: null,
            categoryIds: [fit.category.id],
          },
        ]
      : [];
  });
  const entered = await enterTournament(
    deps,
    { role: 'visitor', id: null, ip: null },
    run.eventId,
    {
      contactName: 'Sensei Ravi Naik',
      email: 'ravi.naik@gojuryunashik.example.in',
      mobileNumber: '9890012345',
      club: 'Goju Ryu Nashik',
      coachName: 'Sensei Ravi Naik',
      guardiansAgree: true,
      athletes: team,
    },
    'en',
    run.say,
  );
  if (entered.payment) {
    await submitUtr(deps, ACTOR, entered.payment.paymentId, '611234567890');
    await decidePayment(deps, ACTOR, entered.payment.paymentId, {
      decision: 'paid',
      note: 'Demo: the club paid by UPI',
    });
  }
}

/** Every category with entrants drawn and published, and, for a past tournament, fought to its placings. */
async function drawAll(deps: Pick<Deps, 'db' | 'liveFeed'>, run: Run, random: () => number, fought: boolean) {
  for (const category of await categoriesEntered(deps, run)) {
    await drawCategoryNow(deps, ACTOR, category.id, { seeds: [] });
    await publishDraw(deps, ACTOR, category.id);
    if (fought) await fight(deps, category.id, random, run.say);
  }
}

/**
 * Every bout and performance of a category, decided at random, the academy's own athletes a little stronger (the
 * event's page says they came home with medals): kata scores between 7.0 and 9.0.
 */
async function fight(deps: Pick<Deps, 'db' | 'liveFeed'>, categoryId: string, random: () => number, say: Say) {
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
