import autocannon from 'autocannon';
import sharp from 'sharp';
import { loadConfig } from '../../apps/server/src/config.ts';
import { median, startServer } from './server.ts';
import { endpointUrl, ENDPOINTS } from '@academy/contract';

export interface SynchronousCost {
  /** Acknowledged bookings per second, each run, with SQLite at synchronous = FULL and = NORMAL. */
  fullRps: number[];
  normalRps: number[];
  fullP99Ms: number;
  normalP99Ms: number;
  /** Median FULL throughput over median NORMAL throughput. */
  ratio: number;
  /** The mode the server uses when SQLITE_SYNCHRONOUS is unset. */
  shippedDefault: 'FULL' | 'NORMAL';
}

async function createLargeEvent(url: string, token: string): Promise<string> {
  const poster = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#222' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('eventName', `Throughput ${Date.now()}`);
  form.set('address', 'Balewadi, Pune');
  form.set('eventDescription', 'Booking throughput benchmark');
  form.set('eventDateTime', new Date(Date.now() + 14 * 86_400_000).toISOString());
  form.set('totalSeats', '100000');
  form.set('entryFee', '0');
  form.set('eventImage', new Blob([new Uint8Array(poster)], { type: 'image/jpeg' }), 'e.jpg');
  const res = await fetch(`${url}${endpointUrl(ENDPOINTS.CreateEvent)}`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  const body = (await res.json()) as { event?: { _id: string } };
  if (!body.event?._id) throw new Error(`CreateEvent failed: ${res.status}`);
  return body.event._id;
}

/** Books distinct attendees as fast as 20 connections can for 10 s; answers successful bookings per second. */
async function bookingLoad(url: string, eventId: string, tag: string): Promise<{ rps: number; p99: number }> {
  let n = 0;
  const result = await autocannon({
    url: `${url}${endpointUrl(ENDPOINTS.BookEvent)}`,
    connections: 20,
    duration: 10,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            eventId,
            fighterName: 'Throughput Runner',
            email: `${tag}-${n++}@throughput.test`,
            mobileNumber: '9876543210',
            age: 20,
            beltLevel: 'Blue',
            height: 170,
            weight: 60,
            discipline: 'Karate',
            masterName: 'Sensei Rao',
            academyName: 'Kaizen',
          }),
        }),
      },
    ],
  });
  const ok = result['2xx'];
  return { rps: Math.round(ok / result.duration), p99: result.latency.p99 };
}

/**
 * What synchronous = FULL (a committed booking survives a power loss) costs against NORMAL (it survives a process
 * crash): the same SQLite folder served in both modes in turn, `runs` rounds.
 */
export async function synchronousCost(
  env: Record<string, string>,
  options: { port: number; runs: number; adminToken: (url: string) => Promise<string> },
): Promise<SynchronousCost> {
  const full: { rps: number; p99: number }[] = [];
  const normal: { rps: number; p99: number }[] = [];
  for (let i = 0; i < options.runs; i++) {
    // Each run adds bookings and the next one is a little slower, so the order alternates between rounds.
    const order = i % 2 === 0 ? (['FULL', 'NORMAL'] as const) : (['NORMAL', 'FULL'] as const);
    for (const mode of order) {
      const server = await startServer({ ...env, SQLITE_SYNCHRONOUS: mode }, options.port);
      try {
        const eventId = await createLargeEvent(server.url, await options.adminToken(server.url));
        (mode === 'FULL' ? full : normal).push(await bookingLoad(server.url, eventId, `${mode}-${i}`));
      } finally {
        await server.stop();
      }
    }
  }
  const fullRps = median(full.map((r) => r.rps));
  const normalRps = median(normal.map((r) => r.rps));
  return {
    fullRps: full.map((r) => r.rps),
    normalRps: normal.map((r) => r.rps),
    fullP99Ms: median(full.map((r) => r.p99)),
    normalP99Ms: median(normal.map((r) => r.p99)),
    ratio: Math.round((fullRps / normalRps) * 1000) / 1000,
    shippedDefault: loadConfig({}).sqliteSynchronous,
  };
}
