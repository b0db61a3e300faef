import autocannon from 'autocannon';
import sharp from 'sharp';
import { loadConfig } from '../../apps/server/test-support/index.ts';
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

/** A free event of 100,000 seats two weeks ahead, through the API. */
export async function createLargeEvent(url: string, token: string): Promise<string> {
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

export interface BookingLoad {
  /** Acknowledged bookings per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx: every attendee is distinct and the event large, so any is a failure. */
  non2xx: number;
}

/** A visitor's own address for booking n, as nginx forwards it (10.0.0.0/8, each booking another visitor). */
const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Books distinct attendees of one event as fast as `connections` closed-loop clients can for `seconds`. Each booking
 * comes from its own visitor's address (X-Forwarded-For, which the bench's servers trust as they would behind
 * nginx): with one address for all, every booking counted every earlier one of that address for the per-address
 * limit, a load no real set of visitors makes.
 */
export async function bookingLoad(
  url: string,
  eventId: string,
  tag: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<BookingLoad> {
  let n = 0;
  const result = await autocannon({
    url: `${url}${endpointUrl(ENDPOINTS.BookEvent)}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': visitorAddress(n) },
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
  return {
    rps: Math.round(result['2xx'] / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
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
        const load = await bookingLoad(server.url, eventId, `${mode}-${i}`, { connections: 20, seconds: 10 });
        (mode === 'FULL' ? full : normal).push(load);
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
