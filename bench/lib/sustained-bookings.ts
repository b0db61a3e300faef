import fs from 'node:fs';
import { benchLogin } from './login.ts';
import { bookingLoad, createLargeEvent, type BookingLoad } from './booking-throughput.ts';
import { onBothDatabases } from './postgres.ts';
import { median, startServer } from './server.ts';
import type { Section } from './summary.ts';

/** The load: 50 clients booking distinct attendees of one event, closed loop, for 20 s. */
export const SUSTAINED = { connections: 50, seconds: 20 } as const;
export const SUSTAINED_HEADING = '## Sustained bookings of one event';
/** The target, on PostgreSQL (the database of an academy that outgrows one server). */
const SUSTAINED_P99_TARGET_MS = 300;

export interface SustainedBookings {
  database: 'SQLite' | 'PostgreSQL';
  rounds: BookingLoad[];
}

/**
 * Each round books a new 100,000-seat event from SUSTAINED.connections clients for SUSTAINED.seconds, on a fresh
 * SQLite database and then a throw-away PostgreSQL one, one production server each.
 */
export function sustainedBookings(options: {
  workDir: string;
  rounds: number;
  admin: { email: string; password: string };
  log: (message: string) => void;
}): Promise<SustainedBookings[]> {
  const { workDir, rounds, admin, log } = options;
  return onBothDatabases(
    { workDir, name: 'sustained bookings', folder: 'bookings', ports: [3441, 3442], log },
    async ({ dataDir, databaseUrl, port }) => {
      fs.mkdirSync(dataDir, { recursive: true });
      const server = await startServer(
        {
          DATA_DIR: dataDir,
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        port,
      );
      try {
        const token = (await benchLogin(server.url, 'admin', admin)).token;
        const loads: BookingLoad[] = [];
        for (let round = 0; round < rounds; round += 1) {
          const eventId = await createLargeEvent(server.url, token);
          loads.push(await bookingLoad(server.url, eventId, `sustained-${round}`, SUSTAINED));
          log(`  round ${round + 1}: ${loads.at(-1)!.rps} bookings/s, p99 ${loads.at(-1)!.p99} ms`);
        }
        return { database: databaseUrl ? 'PostgreSQL' : 'SQLite', rounds: loads } as const;
      } finally {
        await server.stop();
      }
    },
  );
}

export function renderSustained(results: SustainedBookings[], measuredBy: string, loadAverage: string): Section {
  const each = (r: SustainedBookings, pick: (l: BookingLoad) => number) => r.rounds.map(pick).join(' / ');
  const lines = [
    `${SUSTAINED_HEADING} (${SUSTAINED.connections} clients, ${SUSTAINED.seconds} s, distinct attendees)`,
    '',
    `${measuredBy} ${loadAverage}`,
    'A production server per database books a new free event of 100,000 seats each round, its clients sending their',
    'next booking when the last was answered, each booking from its own visitor address (X-Forwarded-For, trusted as',
    `behind nginx). Target: p99 <= ${SUSTAINED_P99_TARGET_MS} ms on PostgreSQL.`,
    '',
    '| database | bookings a minute | p50 ms | p99 ms | p99 each round | other than 2xx |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${(median(r.rounds.map((l) => l.rps)) * 60).toLocaleString('en-US')} | ${median(r.rounds.map((l) => l.p50))} | ${median(r.rounds.map((l) => l.p99))} | ${each(r, (l) => l.p99)} | ${r.rounds.reduce((sum, l) => sum + l.non2xx, 0)} |`,
    ),
    '',
  ];
  return {
    lines,
    targets: results
      .filter((r) => r.database === 'PostgreSQL')
      .map((r) => {
        const p99 = median(r.rounds.map((l) => l.p99));
        return {
          target: `p99 <= ${SUSTAINED_P99_TARGET_MS} ms booking one event from ${SUSTAINED.connections} clients (PostgreSQL)`,
          figure: `${p99} ms`,
          met: p99 <= SUSTAINED_P99_TARGET_MS,
        };
      }),
  };
}
