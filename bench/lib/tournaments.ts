// The tournaments bench: a championship of 2,000 entries in 120 categories, driven through the API only.
import fs from 'node:fs';
import { ACADEMY_OPEN_PROFILE, endpointUrl, ENDPOINTS, type TournamentReply } from '@academy/contract';
import { medianOf, timeCalls, type LatencyFigures } from './classes.ts';
import { createEvent } from './contention.ts';
import { FIRST, LAST } from './names.ts';
import { onBothDatabases } from './postgres.ts';
import { median, startServer } from './server.ts';
import { benchLogin } from './login.ts';

export const TOURNAMENT_SCALE = { categories: 120, entries: 2000 } as const;

export interface TournamentsBench {
  dialect: 'SQLite' | 'PostgreSQL';
  /** SetUpTournament: the profile's 255 categories generated and written. */
  setUpMs: number;
  /** DrawCategory for each of the 120 categories, one after the other. */
  drawAllMs: number;
  latencies: LatencyFigures[];
}

/** Milliseconds of one call, which must answer 200. */
async function timed(call: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await call();
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${res.status} ${body.slice(0, 300)}`);
  return performance.now() - started;
}

async function oneRound(options: {
  url: string;
  token: string;
  requests: number;
}): Promise<{ setUpMs: number; drawAllMs: number; latencies: LatencyFigures[] }> {
  const { url, token } = options;
  const json = { 'x-auth-token': token, 'content-type': 'application/json' };
  const post = (path: string, body: object) => () =>
    fetch(`${url}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const eventId = await createEvent(url, token, 5000);
  // Kata and kumite for every age group, by belt band: 255 categories, of which the first 120 get entries.
  const setUpMs = await timed(
    post(endpointUrl(ENDPOINTS.SetUpTournament, { id: eventId }), {
      profile: ACADEMY_OPEN_PROFILE,
      disciplines: ['kata', 'kumite'],
      ageGroups: ACADEMY_OPEN_PROFILE.ageGroups.map((group) => group.key),
      categoryFee: 500,
    }),
  );
  const setUp = (await (
    await fetch(`${url}${endpointUrl(ENDPOINTS.GetTournament, { id: eventId })}`, { headers: json })
  ).json()) as TournamentReply;
  const tournament = setUp.tournament!;
  const categories = tournament.categories.slice(0, TOURNAMENT_SCALE.categories);
  const base = Math.floor(TOURNAMENT_SCALE.entries / categories.length);
  const larger = TOURNAMENT_SCALE.entries % categories.length;
  let n = 0;
  for (const [index, category] of categories.entries()) {
    const c = category.criteria;
    const age = c.minAge + 1 <= (c.maxAge ?? c.minAge + 1) ? c.minAge + 1 : c.minAge;
    const born = new Date(`${tournament.day}T00:00:00Z`);
    born.setUTCDate(born.getUTCDate() - 120);
    born.setUTCFullYear(born.getUTCFullYear() - age);
    const weightKg = c.upToWeightKg !== null ? c.upToWeightKg - 1 : (c.overWeightKg ?? 40) + 5;
    const athletes = Array.from({ length: base + (index < larger ? 1 : 0) }, (_, i) => ({
      athleteName: `${FIRST[(n + i) % FIRST.length]} ${LAST[(n + i) % LAST.length]} ${n + i}`,
      gender: c.gender === 'female' ? 'female' : 'male',
      dateOfBirth: born.toISOString().slice(0, 10),
      weightKg,
      level: c.minLevel ?? 5,
      categoryIds: [category.id],
    }));
    n += athletes.length;
    // Two clubs per category of seven, so the draw separates club mates.
    await timed(post(endpointUrl(ENDPOINTS.AddEntries, { id: eventId }), { club: `Club ${n % 7}`, athletes }));
  }
  const started = performance.now();
  for (const category of categories) {
    await timed(post(endpointUrl(ENDPOINTS.DrawCategory, { id: category.id }), {}));
  }
  const drawAllMs = performance.now() - started;
  for (const category of categories) await timed(post(endpointUrl(ENDPOINTS.PublishDraw, { id: category.id }), {}));
  const bracket = categories.find((category) => category.criteria.discipline === 'kumite')!;
  const latencies = [
    await timeCalls('GetCategory (a kumite bracket of 16)', options.requests, 4, () =>
      fetch(`${url}${endpointUrl(ENDPOINTS.GetCategory, { id: bracket.id })}`, { headers: json }),
    ),
    await timeCalls('GetTournamentResults (120 categories, public)', options.requests, 4, () =>
      fetch(`${url}${endpointUrl(ENDPOINTS.GetTournamentResults, { id: eventId })}`),
    ),
  ];
  return { setUpMs, drawAllMs, latencies };
}

export async function tournamentsBench(options: {
  dataDir: string;
  databaseUrl?: string;
  port: number;
  rounds: number;
  requests: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<TournamentsBench> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const server = await startServer(
    {
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    options.port,
  );
  try {
    const token = (await benchLogin(server.url, 'admin', options.admin)).token;
    const rounds: Awaited<ReturnType<typeof oneRound>>[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      rounds.push(await oneRound({ url: server.url, token, requests: options.requests }));
      options.log(
        `  round ${round + 1}: draw of ${TOURNAMENT_SCALE.categories} categories ${Math.round(rounds.at(-1)!.drawAllMs)} ms`,
      );
    }
    return {
      dialect: options.databaseUrl ? 'PostgreSQL' : 'SQLite',
      setUpMs: Math.round(median(rounds.map((r) => r.setUpMs))),
      drawAllMs: Math.round(median(rounds.map((r) => r.drawAllMs))),
      latencies: medianOf(rounds.map((r) => r.latencies)),
    };
  } finally {
    await server.stop();
  }
}

/** tournamentsBench on SQLite, then on a throw-away PostgreSQL database when one answers. */
export async function tournamentsOnBothDatabases(options: {
  workDir: string;
  rounds: number;
  requests: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<TournamentsBench[]> {
  const { workDir, log, ...common } = options;
  return onBothDatabases({ workDir, name: 'tournaments', folder: 'tournaments', ports: [3413, 3414], log }, (target) =>
    tournamentsBench({ ...common, log, ...target }),
  );
}

export const TOURNAMENTS_HEADING = '## Tournaments';

export function renderTournaments(results: TournamentsBench[], origin: string): string[] {
  const { categories, entries } = TOURNAMENT_SCALE;
  return [
    `${TOURNAMENTS_HEADING} (${entries.toLocaleString('en-IN')} entries in ${categories} categories, through the API)`,
    '',
    origin,
    '',
    '| database | set-up (255 categories generated) | the whole draw (120 categories) | target |',
    '|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.dialect} | ${r.setUpMs} ms | ${r.drawAllMs} ms | < 2,000 ms: ${r.setUpMs + r.drawAllMs < 2000 ? 'met' : 'missed'} |`,
    ),
    '',
    '| database | call | p50 | p95 | p99 | target p99 <= 50 ms | errors |',
    '|---|---|---|---|---|---|---|',
    ...results.flatMap((r) =>
      r.latencies.map(
        (l) =>
          `| ${r.dialect} | ${l.name} | ${l.p50} ms | ${l.p95} ms | ${l.p99} ms | ${l.p99 <= 50 ? 'met' : 'missed'} | ${l.errors} |`,
      ),
    ),
    '',
  ];
}
