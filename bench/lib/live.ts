// The competition day's live bench: eight tatamis scoring through nginx while a thousand spectators keep the live
// feed open, on PostgreSQL behind two app servers sharing Redis, and on SQLite behind one (a SQLite file is one
// server's). Driven through the API and the streams only.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import {
  endpointUrl,
  ENDPOINTS,
  WKF_2023_PROFILE,
  type CategoryReply,
  type DisplaysReply,
  type TournamentCategory,
  type TournamentReply,
} from '@academy/contract';
import {
  Browser,
  clientAddress,
  ensureNginx,
  type Nginx,
  percentile,
  selfSignedCertificate,
  startNginx,
} from '../../apps/server/test-support/index.ts';
import { createEvent } from './contention.ts';
import { benchLogin } from './login.ts';
import { withPostgres } from './postgres.ts';
import { median, rssMb, startServer, type RunningServer } from './server.ts';
import type { Section } from './summary.ts';

/** The issue's workload: 8 tatamis, a tap every 2 s on each, 1,000 spectators; and its targets. */
export const LIVE_SCALE = { tatamis: 8, tapEveryMs: 2000, spectators: 1000, seconds: 20 } as const;
export const LIVE_TARGETS = { p99Ms: 250, rssMb: 400 } as const;

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface LiveRound {
  /** Tap sent (AppendBoutEvents through nginx) to its event read on a scoreboard's stream, every tap on all 8. */
  p50: number;
  p99: number;
  samples: number;
  /** Taps a spectator's stream missed (the fewest bout messages any of the 1,000 received, against the taps). */
  missedBySpectators: number;
  /** The largest resident memory of each app server during the round, MB. */
  rssMb: number[];
  /** AppendBoutEvents replies: p99 ms and how many were not 200. */
  tapP99: number;
  tapErrors: number;
}

export interface LiveBench {
  dialect: 'SQLite' | 'PostgreSQL';
  servers: number;
  rounds: LiveRound[];
  loadAverages: number[];
}

/** One SSE stream over its own HTTP/2 connection, as a phone or a TV keeps it; `onText` gets the raw chunks. */
class Stream {
  private session: http2.ClientHttp2Session;
  private stream: http2.ClientHttp2Stream | null = null;
  opened: Promise<void>;

  constructor(origin: string, ca: Buffer, address: string, streamPath: string, onText: (text: string) => void) {
    const { hostname, port } = new URL(origin);
    this.session = http2.connect(origin, {
      createConnection: () =>
        tls.connect({
          socket: net.connect({ host: '127.0.0.1', port: Number(port), localAddress: address }),
          servername: hostname,
          ca,
          ALPNProtocols: ['h2'],
        }),
    });
    this.session.on('error', () => undefined);
    this.opened = new Promise((resolve, reject) => {
      const stream = this.session.request({ ':path': streamPath, accept: 'text/event-stream' });
      this.stream = stream;
      stream.setEncoding('utf8');
      stream.on('response', (headers) => {
        if (headers[':status'] === 200) resolve();
        else reject(new Error(`${streamPath}: ${headers[':status']}`));
      });
      stream.on('data', onText);
      stream.on('error', reject);
    });
  }

  close(): void {
    this.stream?.close();
    this.session.destroy();
  }
}

/** Splits an SSE text stream into messages (event name, data), carrying a partial message between chunks. */
function sseReader(onMessage: (event: string, data: string) => void) {
  let buffer = '';
  return (text: string) => {
    buffer += text;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) onMessage(event, data.join('\n'));
    }
  };
}

async function json<Reply>(url: string, token: string, method: 'GET' | 'POST', route: string, body?: object) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const text = await res.text();
  if (res.status !== 200 && res.status !== 201) throw new Error(`${route}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Reply;
}

/** A cadet of `category` on `day`, for a bout. */
function athlete(category: TournamentCategory, day: string, name: string) {
  const born = new Date(`${day}T00:00:00Z`);
  born.setUTCDate(born.getUTCDate() - 120);
  born.setUTCFullYear(born.getUTCFullYear() - category.criteria.minAge);
  return {
    athleteName: name,
    gender: category.criteria.gender === 'female' ? 'female' : 'male',
    dateOfBirth: born.toISOString().slice(0, 10),
    weightKg: (category.criteria.upToWeightKg ?? 80) - 1,
    level: 5,
    categoryIds: [category.id],
  };
}

/**
 * A tournament tomorrow with one kumite final on each of the 8 tatamis (two athletes, drawn and published), and a
 * scoreboard display link per tatami. Returns each tatami's category, bout and display token.
 */
async function competitionDay(url: string, token: string) {
  const eventId = await createEvent(url, token, 500, 1);
  await json(url, token, 'POST', endpointUrl(ENDPOINTS.SetUpTournament, { id: eventId }), {
    profile: WKF_2023_PROFILE,
    disciplines: ['kumite'],
    ageGroups: ['cadets', 'juniors'],
    categoryFee: 500,
  });
  const tournament = (
    await json<TournamentReply>(url, token, 'GET', endpointUrl(ENDPOINTS.GetTournament, { id: eventId }))
  ).tournament!;
  const categories = tournament.categories.slice(0, LIVE_SCALE.tatamis);
  for (const [index, category] of categories.entries()) {
    await json(url, token, 'POST', endpointUrl(ENDPOINTS.AddEntries, { id: eventId }), {
      club: `Club ${index}`,
      athletes: [athlete(category, tournament.day, `Aka Fighter ${index}`)],
    });
    await json(url, token, 'POST', endpointUrl(ENDPOINTS.AddEntries, { id: eventId }), {
      club: `Club ${index + 10}`,
      athletes: [athlete(category, tournament.day, `Ao Fighter ${index}`)],
    });
    await json(url, token, 'POST', endpointUrl(ENDPOINTS.DrawCategory, { id: category.id }), {});
    await json(url, token, 'POST', endpointUrl(ENDPOINTS.PublishDraw, { id: category.id }), {});
  }
  await json(url, token, 'POST', endpointUrl(ENDPOINTS.SetTatamis, { id: eventId }), {
    tatamis: categories.map((category) => ({ categoryIds: [category.id] })),
  });
  const tatamis = [];
  for (const [index, category] of categories.entries()) {
    const detail = await json<CategoryReply>(
      url,
      token,
      'GET',
      endpointUrl(ENDPOINTS.GetCategory, { id: category.id }),
    );
    const displays = await json<DisplaysReply>(
      url,
      token,
      'POST',
      endpointUrl(ENDPOINTS.CreateDisplay, { id: eventId }),
      {
        kind: 'scoreboard',
        tatami: index + 1,
        mirrored: false,
        label: `Tatami ${index + 1} TV`,
      },
    );
    const display = displays.displays.find((d) => d.tatami === index + 1 && d.revokedAt === null)!;
    tatamis.push({ categoryId: category.id, boutId: detail.next[0]!, token: display.token });
  }
  return { eventId, tatamis };
}

/**
 * One round: the spectators and scoreboards connect, then each tatami's console taps every 2 s for the round's
 * seconds (a Yuko, then its undo, so the bout never ends), each tap's id timed until every scoreboard has read it.
 */
async function round(options: {
  origin: string;
  ca: Buffer;
  token: string;
  day: Awaited<ReturnType<typeof competitionDay>>;
  servers: RunningServer[];
  seconds: number;
  spectators: number;
}): Promise<LiveRound> {
  const { origin, ca, token, day, servers, seconds } = options;
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const scoreboards = day.tatamis.map(
    (tatami, i) =>
      new Stream(
        origin,
        ca,
        clientAddress(5000 + i),
        endpointUrl(ENDPOINTS.DisplayStream, { token: tatami.token }),
        sseReader((event, data) => {
          if (event !== 'bout') return;
          const arrived = performance.now();
          const message = JSON.parse(data) as { events: { event: { id: string } }[] };
          for (const stored of message.events) {
            const sent = sentAt.get(stored.event.id);
            if (sent !== undefined) latencies.push(arrived - sent);
          }
        }),
      ),
  );
  const received = new Array<number>(options.spectators).fill(0);
  const spectators: Stream[] = [];
  const livePath = endpointUrl(ENDPOINTS.LiveStream, { id: day.eventId });
  // Connected fifty at a time, as a hall fills, not in one burst of TLS handshakes.
  for (let i = 0; i < options.spectators; i += 50) {
    const batch = Array.from({ length: Math.min(50, options.spectators - i) }, (_, j) => {
      const n = i + j;
      const stream = new Stream(origin, ca, clientAddress(n), livePath, (text) => {
        received[n]! += text.split('event: bout').length - 1;
      });
      spectators.push(stream);
      return stream.opened;
    });
    await Promise.all(batch);
  }
  await Promise.all(scoreboards.map((board) => board.opened));

  const consoles = day.tatamis.map((_, i) => new Browser(origin, ca, clientAddress(6000 + i)));
  const tapTimes: number[] = [];
  let tapErrors = 0;
  let taps = 0;
  const peakRss = servers.map(() => 0);
  const sampler = setInterval(() => {
    for (const [i, server] of servers.entries()) peakRss[i] = Math.max(peakRss[i]!, rssMb(server.pid));
  }, 500);
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    day.tatamis.map(async (tatami, i) => {
      // Staggered so the eight tatamis' taps spread over the 2 s, as real officials' would.
      await new Promise((resolve) => setTimeout(resolve, (i * LIVE_SCALE.tapEveryMs) / day.tatamis.length));
      let lastScore: string | null = null;
      while (performance.now() < deadline) {
        const started = performance.now();
        const id = randomUUID();
        const event = lastScore
          ? { id, at: Date.now(), kind: 'undo', target: lastScore }
          : { id, at: Date.now(), kind: 'score', side: 'aka', technique: 'yuko' };
        lastScore = lastScore ? null : id;
        sentAt.set(id, performance.now());
        const reply = await consoles[i]!.postJson(
          endpointUrl(ENDPOINTS.AppendBoutEvents, { id: tatami.categoryId }),
          { boutId: tatami.boutId, events: [event] },
          { 'x-auth-token': token },
        ).catch(() => null);
        taps += 1;
        if (reply?.status === 200) tapTimes.push(reply.ms);
        else tapErrors += 1;
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, LIVE_SCALE.tapEveryMs - (performance.now() - started))),
        );
      }
    }),
  );
  // The last taps' messages are on their way: a moment for them to land before the streams close.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  clearInterval(sampler);
  for (const stream of [...scoreboards, ...spectators]) stream.close();
  await Promise.all(consoles.map((browser) => browser.close().catch(() => undefined)));
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    p50: round1(percentile(latencies, 50)),
    p99: round1(percentile(latencies, 99)),
    samples: latencies.length,
    missedBySpectators: Math.max(0, taps - tapErrors - Math.min(...received)),
    rssMb: peakRss,
    tapP99: round1(percentile(tapTimes, 99)),
    tapErrors,
  };
}

async function liveBench(options: {
  dialect: 'SQLite' | 'PostgreSQL';
  databaseUrl: string | null;
  workDir: string;
  rounds: number;
  seconds: number;
  spectators: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<LiveBench> {
  const { workDir, admin, log } = options;
  const nginxBinary = ensureNginx();
  const dir = path.join(workDir, options.dialect.toLowerCase());
  fs.mkdirSync(dir, { recursive: true });
  const count = options.databaseUrl ? 2 : 1;
  const servers: RunningServer[] = [];
  let nginx: Nginx | null = null;
  try {
    const prefix = `academy-bench-live-${randomBytes(4).toString('hex')}:`;
    const ports = [3421, 3422].slice(0, count);
    for (const [i, port] of ports.entries()) {
      const dataDir = path.join(dir, `data-${i}`);
      fs.mkdirSync(dataDir, { recursive: true });
      servers.push(
        await startServer(
          {
            DATA_DIR: dataDir,
            ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
            ADMIN_EMAIL: admin.email,
            ADMIN_PASSWORD: admin.password,
            TRUST_PROXY: 'true',
            REDIS_URL,
            REDIS_PREFIX: prefix,
          },
          port,
        ),
      );
    }
    const certificate = selfSignedCertificate(dir);
    nginx = await startNginx(nginxBinary, {
      httpPort: 3423,
      httpsPort: 3424,
      appPorts: [ports[0]!, ports[count - 1]!],
      certificate,
      dir: path.join(dir, 'nginx'),
    });
    const { token } = await benchLogin(servers[0]!.url, 'admin', admin);
    const rounds: LiveRound[] = [];
    const loadAverages: number[] = [];
    for (let r = 1; r <= options.rounds; r++) {
      loadAverages.push(os.loadavg()[0]!);
      log(`  live ${options.dialect}, round ${r}: ${options.spectators} spectators, ${LIVE_SCALE.tatamis} tatamis`);
      const day = await competitionDay(servers[0]!.url, token);
      rounds.push(
        await round({
          origin: nginx.httpsUrl,
          ca: certificate.pem,
          token,
          day,
          servers,
          seconds: options.seconds,
          spectators: options.spectators,
        }),
      );
    }
    return { dialect: options.dialect, servers: count, rounds, loadAverages };
  } finally {
    await nginx?.stop();
    for (const server of servers) await server.stop();
  }
}

export async function liveOnBothDatabases(options: {
  workDir: string;
  rounds: number;
  seconds?: number;
  spectators?: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<LiveBench[]> {
  const common = {
    workDir: options.workDir,
    rounds: options.rounds,
    seconds: options.seconds ?? LIVE_SCALE.seconds,
    spectators: options.spectators ?? LIVE_SCALE.spectators,
    admin: options.admin,
    log: options.log,
  };
  const results = [await liveBench({ ...common, dialect: 'SQLite', databaseUrl: null })];
  const postgres = await withPostgres(
    (databaseUrl) => liveBench({ ...common, dialect: 'PostgreSQL', databaseUrl }),
    options.log,
  );
  if (postgres) results.push(postgres);
  return results;
}

export const LIVE_HEADING = '## Competition day live';

const met = (ok: boolean) => (ok ? 'met' : '**missed**');

export function renderLive(results: LiveBench[], origin: string): Section {
  const { tatamis, tapEveryMs, spectators, seconds } = LIVE_SCALE;
  const lines = [
    `${LIVE_HEADING} (${tatamis} tatamis tapping every ${tapEveryMs / 1000} s, ${spectators.toLocaleString('en-IN')} spectator streams, through nginx)`,
    '',
    `Each round: a tournament with a kumite bout on each of ${tatamis} tatamis and a scoreboard display link per tatami;`,
    `${spectators} spectators open the public live feed (LiveStream), each on its own TLS connection from its own address,`,
    `and ${tatamis} scoreboards open their display's stream (DisplayStream); then each tatami's console sends a tap`,
    `(AppendBoutEvents, one event) every ${tapEveryMs / 1000} s for ${seconds} s. Latency: from sending a tap to reading it on each`,
    'scoreboard\'s stream (every tap on all eight). "Missed" counts the taps the least served spectator never received.',
    "PostgreSQL runs two app servers sharing Redis (pub/sub) behind nginx; SQLite one (a SQLite file is one server's).",
    '',
    '| database | servers | tap → scoreboard p50 | p99 (target ≤ 250 ms) | samples | missed | RSS per server, max (target < 400 MB) | tap reply p99 | tap errors |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    const p50 = median(result.rounds.map((r) => r.p50));
    const p99 = median(result.rounds.map((r) => r.p99));
    const rss = Math.max(...result.rounds.flatMap((r) => r.rssMb));
    lines.push(
      `| ${result.dialect} | ${result.servers} | ${p50} ms | ${p99} ms, ${met(p99 <= LIVE_TARGETS.p99Ms)} | ${median(result.rounds.map((r) => r.samples))} | ${Math.max(...result.rounds.map((r) => r.missedBySpectators))} | ${result.rounds.map((r) => r.rssMb.join(' / ')).join('; ')} MB, ${met(rss < LIVE_TARGETS.rssMb)} | ${median(result.rounds.map((r) => r.tapP99))} ms | ${result.rounds.reduce((sum, r) => sum + r.tapErrors, 0)} |`,
    );
  }
  lines.push(
    '',
    `Medians of ${results[0]?.rounds.length ?? 0} rounds; RSS lists each round's peaks. Load average (1 min) at each round's start: ${results
      .map((r) => `${r.dialect} ${r.loadAverages.map((l) => l.toFixed(2)).join(', ')}`)
      .join('; ')}.`,
    origin,
    '',
  );
  return {
    lines,
    targets: results.flatMap((result) => {
      const p99 = median(result.rounds.map((r) => r.p99));
      const rss = Math.max(...result.rounds.flatMap((r) => r.rssMb));
      return [
        {
          target: `a tap on every scoreboard within ${LIVE_TARGETS.p99Ms} ms at p99 (${result.dialect})`,
          figure: `${p99} ms`,
          met: p99 <= LIVE_TARGETS.p99Ms,
        },
        {
          target: `each server's RSS under ${LIVE_TARGETS.rssMb} MB with 1,000 spectators (${result.dialect})`,
          figure: `${rss} MB at most`,
          met: rss < LIVE_TARGETS.rssMb,
        },
      ];
    }),
  };
}
