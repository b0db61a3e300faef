import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH, eventReplySchema, eventsReplySchema, galleryItemReplySchema, LIMITS } from '@academy/contract';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { pngImage } from '../helpers/images.ts';
import { SseStream } from '../helpers/sse.ts';
import { CADETS, cadetEntry } from '../helpers/tournament-fixtures.ts';
import { bookingBody, createEvent, postJson } from '../helpers/server-process.ts';
import { waitFor } from '../helpers/smtp.ts';
import { Browser, clientAddress, json, percentile, type Reply } from './clients.ts';
import { ADMIN, AUTH_RATE_LIMIT, JOB_LEASE_MS, startCluster, type AppServer, type Cluster } from './cluster.ts';
import { parseAccessLine, type AccessLogLine } from './nginx.ts';

/**
 * Several app servers behind nginx: the shipped site configuration (deploy/nginx/kaizen-academy.conf) in front of
 * two servers sharing one PostgreSQL, one Redis and one bucket. Everything a visitor does goes through nginx over
 * TLS from many client addresses; the checks that need to know which server did what also talk to the servers
 * directly. Run with `npm run test:scale`; the figures it measures are printed on lines starting [scale-out].
 */

const RUSH_REQUESTS = 2_000;
const RUSH_SEATS = 100;
const RUSH_CLIENTS = 250;
const BOOK = '/api/Bookings/BookEvent';

const timings: Record<string, number> = {};
const report = (line: string) => console.log(`[scale-out] ${line}`);

/** The access log's lines since `from` (a byte offset), parsed. */
function logSince(cluster: Cluster, from: number, filter: (line: AccessLogLine) => boolean = () => true) {
  return cluster.nginx.logLines(from).map(parseAccessLine).filter(filter);
}

/** The `count` matching lines since `from`, once nginx has written them (it logs just after the reply has gone). */
function loggedLines(cluster: Cluster, from: number, count: number, filter: (line: AccessLogLine) => boolean) {
  return waitFor(
    `${count} lines in the access log`,
    () => {
      const lines = logSince(cluster, from, filter);
      return lines.length >= count && lines;
    },
    5_000,
  );
}

/** How many of these requests each app server answered (the last upstream nginx asked). */
function answeredBy(lines: AccessLogLine[], server: AppServer): number {
  return lines.filter((line) => line.upstreams.at(-1) === server.upstream).length;
}

async function adminLogin(url: string): Promise<string> {
  const res = await postJson(`${url}/api/Admin/AdminLogin`, ADMIN);
  if (typeof res.body.token !== 'string') throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

async function renameEvent(url: string, token: string, eventId: string, name: string): Promise<void> {
  const form = new FormData();
  form.set('eventName', name);
  form.set('address', 'Balewadi Sports Complex, Pune');
  form.set('eventDescription', 'Scale-out test event');
  form.set('eventDateTime', new Date(Date.now() + 30 * 86_400_000).toISOString());
  form.set('totalSeats', '100');
  form.set('entryFee', '0');
  const res = await fetch(`${url}/api/events/updateEvent/${eventId}`, {
    method: 'PUT',
    headers: { 'x-auth-token': token },
    body: form,
  });
  if (res.status !== 200) throw new Error(`updateEvent: ${res.status} ${await res.text()}`);
}

/** Active bookings of an event as the database holds them, and as the API reports them. */
async function bookingsOf(cluster: Cluster, url: string, token: string, eventId: string) {
  const rows = await cluster.db.query<{ booking_code: string }>(
    'select booking_code from bookings where event_id = $1 and cancelled_at is null',
    [eventId],
  );
  const res = await fetch(`${url}/api/events/getEventById/${eventId}`, { headers: { 'x-auth-token': token } });
  const event = eventReplySchema.parse(await res.json()).event;
  return {
    stored: new Set(rows.rows.map((row) => row.booking_code)),
    totalBookings: event.totalBookings,
    listed: event.bookings?.length,
  };
}

interface Outcome {
  started: number;
  ended: number;
  status: number | 'error';
  bookingId?: string;
}

/**
 * Booking requests through nginx from 50 concurrent clients until `finish()`: each client is a run of visitors, a new
 * address (and TLS connection) every 20 bookings, under the per-client limits. `finish` resolves with every outcome.
 */
function bookingLoad(cluster: Cluster, eventId: string, label: string, firstClient: number) {
  const outcomes: Outcome[] = [];
  let stop = false;
  let nextClient = firstClient;
  let sequence = 0;
  const worker = async () => {
    while (!stop) {
      const browser = new Browser(cluster.nginx.httpsUrl, cluster.certificate.pem, clientAddress(nextClient++));
      try {
        for (let i = 0; i < 20 && !stop; i++) {
          const begun = Date.now();
          let reply: Reply | null = null;
          try {
            reply = await browser.postJson(BOOK, bookingBody(eventId, `${label}-${sequence++}@example.com`));
          } catch {
            // The stream failed: not acknowledged.
          }
          const body = reply ? json(reply) : {};
          outcomes.push({
            started: begun,
            ended: Date.now(),
            status: reply?.status ?? 'error',
            bookingId: (body.data as { bookingId?: string } | undefined)?.bookingId,
          });
        }
      } finally {
        await browser.close();
      }
    }
  };
  const workers = Array.from({ length: 50 }, () => worker());
  return {
    finish: async () => {
      stop = true;
      await Promise.all(workers);
      return outcomes;
    },
  };
}

describe('several app servers behind nginx', () => {
  let cluster: Cluster;
  let token: string;
  const started = performance.now();

  beforeAll(async () => {
    const before = performance.now();
    cluster = await startCluster();
    timings['start (nginx check, database, s3rver, 2 app servers, nginx)'] = performance.now() - before;
    report(`startup ms: ${JSON.stringify(cluster.startup)}`);
    token = await adminLogin(cluster.servers[0].url);
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    timings.total = performance.now() - started;
    report(
      `timings: ${Object.entries(timings)
        .map(([what, ms]) => `${what} ${(ms / 1000).toFixed(1)} s`)
        .join('; ')}`,
    );
  }, 60_000);

  /** Runs a step and records how long it took, for the summary. */
  const step = async (name: string, body: () => Promise<void>) => {
    const before = performance.now();
    try {
      await body();
    } finally {
      timings[name] = performance.now() - before;
    }
  };

  it('serves over TLS with HTTP/2, sends plain HTTP to https, and passes precompressed files through', async () => {
    await step('nginx basics', async () => {
      const { nginx, certificate, webFiles } = cluster;
      const redirect = await fetch(`${nginx.httpUrl}/events?x=1`, { redirect: 'manual' });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe('https://localhost/events?x=1');
      fs.writeFileSync(path.join(nginx.dir, 'www/.well-known/acme-challenge/token-1'), 'challenge answer');
      const challenge = await fetch(`${nginx.httpUrl}/.well-known/acme-challenge/token-1`, { redirect: 'manual' });
      expect(await challenge.text()).toBe('challenge answer');

      const browser = new Browser(nginx.httpsUrl, certificate.pem, '127.0.0.1');
      try {
        expect(await browser.protocol()).toBe('h2');
        const health = await browser.request('/api/health');
        expect(health.status).toBe(200);

        // Each encoding twice: from an app server, then from nginx's cache; always the build's own bytes.
        for (const file of [webFiles.shared, webFiles.newOnFirst]) {
          for (const [acceptEncoding, encoding, bytes] of [
            ['br, gzip', 'br', file.br],
            ['gzip', 'gzip', file.gz],
            ['identity', undefined, file.raw],
          ] as const) {
            for (const expectedCache of ['MISS', 'HIT']) {
              const reply = await browser.request(file.path, { headers: { 'accept-encoding': acceptEncoding } });
              expect(reply.status).toBe(200);
              expect(reply.headers['content-encoding']).toBe(encoding);
              expect(reply.body.equals(bytes)).toBe(true);
              expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
              expect(String(reply.headers.vary).toLowerCase()).toContain('accept-encoding');
              expect(reply.headers['x-cache-status']).toBe(expectedCache);
            }
          }
        }
        // A reply the app builds per request and leaves uncompressed (the API's own description, 100+ KB of JSON)
        // is gzipped by nginx for a client that takes it.
        const plain = await browser.request('/api/docs/json', { headers: { 'accept-encoding': 'identity' } });
        const zipped = await browser.request('/api/docs/json', { headers: { 'accept-encoding': 'gzip' } });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(zipped.body).equals(plain.body)).toBe(true);
        report(`gzip by nginx: /api/docs/json ${plain.body.length} bytes -> ${zipped.body.length}`);
      } finally {
        await browser.close();
      }
      // The file only the upgraded server has was asked of the other at least once, which said 404, and nginx
      // asked the next server instead of passing the 404 on.
      const retried = await loggedLines(cluster, 0, 6, (line) => line.path === webFiles.newOnFirst.path);
      expect(retried.some((line) => line.upstreamStatuses.join(',') === '404,200')).toBe(true);
    });
  });

  it(
    `books exactly ${RUSH_SEATS} seats for ${RUSH_REQUESTS} simultaneous requests spread over both servers`,
    {
      timeout: 120_000,
    },
    async () => {
      await step('a: booking rush', async () => {
        const [first, second] = cluster.servers;
        const eventId = await createEvent(first.url, token, 'Scale-out Rush Cup', { seats: RUSH_SEATS, entryFee: 0 });
        const browsers = Array.from(
          { length: RUSH_CLIENTS },
          (_, n) => new Browser(cluster.nginx.httpsUrl, cluster.certificate.pem, clientAddress(n)),
        );
        try {
          // Connected first, as browsers on the page are: the clock measures the bookings, not TLS handshakes.
          await Promise.all(browsers.map((b) => b.protocol()));
          const logFrom = cluster.nginx.logOffset();
          const before = performance.now();
          const replies = await Promise.all(
            Array.from({ length: RUSH_REQUESTS }, (_, i) =>
              browsers[i % RUSH_CLIENTS]!.postJson(BOOK, bookingBody(eventId, `rush-${i}@example.com`)),
            ),
          );
          const wallMs = performance.now() - before;

          const booked = replies.filter((r) => r.status === 200 && json(r).status === 1);
          const refused = replies.filter((r) => r.status === 409);
          const statuses = [...new Set(replies.map((r) => r.status))].sort();
          const lines = await loggedLines(cluster, logFrom, RUSH_REQUESTS, (line) => line.path === BOOK);
          const perServer = [answeredBy(lines, first), answeredBy(lines, second)];
          const ms = replies.map((r) => r.ms);
          // Printed before the checks, so a failing run still shows its figures.
          report(
            `a: ${RUSH_REQUESTS} simultaneous bookings from ${RUSH_CLIENTS} addresses through nginx (HTTP/2, TLS) in ` +
              `${Math.round(wallMs)} ms = ${Math.round(RUSH_REQUESTS / (wallMs / 1000))} requests/s; ` +
              `answer p50 ${Math.round(percentile(ms, 50))} ms, p95 ${Math.round(percentile(ms, 95))} ms, ` +
              `max ${Math.round(percentile(ms, 100))} ms; ${booked.length} booked, ${refused.length} refused "full" ` +
              `(statuses ${statuses.join(', ')}); server 0 answered ${perServer[0]}, server 1 answered ${perServer[1]}`,
          );
          expect(statuses).toEqual([200, 409]);
          expect(booked).toHaveLength(RUSH_SEATS);
          expect(refused).toHaveLength(RUSH_REQUESTS - RUSH_SEATS);
          for (const reply of refused) expect(json(reply)).toEqual({ status: 0, message: ENGLISH['api.eventFull'] });

          const counts = await bookingsOf(cluster, first.url, token, eventId);
          expect(counts.stored.size).toBe(RUSH_SEATS);
          expect(counts.totalBookings).toBe(RUSH_SEATS);
          expect(counts.listed).toBe(RUSH_SEATS);
          for (const reply of booked) {
            expect(counts.stored.has((json(reply).data as { bookingId: string }).bookingId)).toBe(true);
          }

          expect(lines).toHaveLength(RUSH_REQUESTS);
          expect(new Set(lines.map((line) => line.remoteAddr)).size).toBe(RUSH_CLIENTS);
          // Round robin: each server answers about half; a quarter or less would mean one was being skipped.
          for (const answered of perServer) expect(answered).toBeGreaterThan(RUSH_REQUESTS / 4);
        } finally {
          await Promise.all(browsers.map((b) => b.close()));
        }
      });
    },
  );

  it(`holds one client to AUTH_RATE_LIMIT=${AUTH_RATE_LIMIT} across both servers`, async () => {
    await step('b: shared rate limit', async () => {
      const address = '127.200.0.1';
      const browser = new Browser(cluster.nginx.httpsUrl, cluster.certificate.pem, address);
      try {
        const logFrom = cluster.nginx.logOffset();
        const statuses: number[] = [];
        for (let i = 0; i < AUTH_RATE_LIMIT + 5; i++) {
          // A forged X-Forwarded-For must not make a new client: nginx replaces it with the real address.
          const reply = await browser.postJson(
            '/api/Fighters/FighterLogin',
            { email: 'nobody@example.com', password: 'not-the-password' },
            { 'x-forwarded-for': `203.0.113.${i}` },
          );
          statuses.push(reply.status);
        }
        expect(statuses).toEqual([...Array<number>(AUTH_RATE_LIMIT).fill(401), ...Array<number>(5).fill(429)]);
        const lines = await loggedLines(cluster, logFrom, statuses.length, (line) => line.remoteAddr === address);
        const allowed = lines.filter((line) => line.status !== 429);
        const perServer = cluster.servers.map((server) => answeredBy(allowed, server));
        expect(perServer.every((n) => n > 0)).toBe(true);
        report(
          `b: one address, ${statuses.length} logins round-robined over both servers: ${AUTH_RATE_LIMIT} answered ` +
            `(server 0 ${perServer[0]}, server 1 ${perServer[1]}), then 429 from both`,
        );
      } finally {
        await browser.close();
      }
    });
  });

  it('shows a list changed through one server fresh through the other within a second', async () => {
    await step('c: list freshness', async () => {
      const { servers, nginx, certificate } = cluster;
      const eventId = await createEvent(servers[0].url, token, 'Freshness Cup', { seats: 100, entryFee: 0 });
      const browser = new Browser(nginx.httpsUrl, certificate.pem, '127.201.0.1');
      const list = '/api/events/GetAllEvents';
      const names = (text: string) => eventsReplySchema.parse(JSON.parse(text)).events.map((e) => e.eventName);
      const delays: { direct: number; viaNginx: number }[] = [];
      try {
        for (let round = 0; round < 6; round++) {
          const writer = servers[round % 2]!;
          const reader = servers[(round + 1) % 2]!;
          const name = `Freshness Cup round ${round}`;
          // The reader's list, cached: the same bytes twice in a row.
          const warm = await fetch(`${reader.url}${list}`);
          const etag = warm.headers.get('etag');
          expect(names(await warm.text())).not.toContain(name);
          expect((await fetch(`${reader.url}${list}`)).headers.get('etag')).toBe(etag);
          for (let i = 0; i < 2; i++) await browser.request(list);

          await renameEvent(writer.url, token, eventId, name);
          const written = performance.now();
          const listed = (text: string) => names(text).includes(name);
          const freshAfter = async (isFresh: () => Promise<boolean>) => {
            await waitFor(`"${name}" in the list`, isFresh, 5_000);
            return performance.now() - written;
          };
          const [direct, viaNginx] = await Promise.all([
            freshAfter(async () => listed(await (await fetch(`${reader.url}${list}`)).text())),
            // Through nginx the reply comes from whichever server is next: fresh twice in a row is both.
            freshAfter(async () => {
              const one = await browser.request(list);
              const two = await browser.request(list);
              return listed(one.body.toString()) && listed(two.body.toString());
            }),
          ]);
          delays.push({ direct, viaNginx });
        }
      } finally {
        await browser.close();
      }
      const worst = Math.max(...delays.flatMap((d) => [d.direct, d.viaNginx]));
      report(
        `c: list fresh on the other server after ${delays.map((d) => Math.round(d.direct)).join(', ')} ms ` +
          `(through nginx: ${delays.map((d) => Math.round(d.viaNginx)).join(', ')} ms); worst ${Math.round(worst)} ms ` +
          `(the cache alone would keep the old list for up to 5000 ms)`,
      );
      expect(worst).toBeLessThan(1_000);
    });
  });

  it('serves an image uploaded through one server from the other and from nginx, cached for a year', async () => {
    await step('d: shared images', async () => {
      const [first, second] = cluster.servers;
      const form = new FormData();
      form.set('galleryTitle', 'Scale-out kata');
      form.set('galleryCategory', 'Training');
      form.set(
        'galleryImage',
        new Blob([new Uint8Array(await pngImage({ color: '#1f6fb3', width: 640, height: 360 }))], {
          type: 'image/png',
        }),
        'kata.png',
      );
      const uploaded = await fetch(`${first.url}/api/Gallery/CreateGalleryImage`, {
        method: 'POST',
        headers: { 'x-auth-token': token },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const item = galleryItemReplySchema.parse(await uploaded.json()).data;

      const browser = new Browser(cluster.nginx.httpsUrl, cluster.certificate.pem, '127.202.0.1');
      try {
        for (const url of [item.imageUrl, item.thumbnailUrl]) {
          const fromFirst = await fetch(`${first.url}${url}`);
          const bytes = Buffer.from(await fromFirst.arrayBuffer());
          const fromSecond = await fetch(`${second.url}${url}`);
          expect(fromSecond.status).toBe(200);
          expect(fromSecond.headers.get('content-type')).toBe('image/webp');
          expect(Buffer.from(await fromSecond.arrayBuffer()).equals(bytes)).toBe(true);
          // Neither server keeps it on its own disk: it is in the bucket.
          for (const server of cluster.servers) expect(fs.existsSync(path.join(server.dataDir, url))).toBe(false);

          for (const expectedCache of ['MISS', 'HIT']) {
            const reply = await browser.request(url);
            expect(reply.status).toBe(200);
            expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
            expect(reply.headers['x-cache-status']).toBe(expectedCache);
            expect(reply.body.equals(bytes)).toBe(true);
          }
        }
        // A name that is not (yet) an image is not kept: asked again, it goes back to the servers.
        const missingPath = '/uploads/gallery/not-uploaded.webp';
        const logFrom = cluster.nginx.logOffset();
        for (let i = 0; i < 2; i++) expect((await browser.request(missingPath)).status).toBe(404);
        const asked = await loggedLines(cluster, logFrom, 2, (line) => line.path === missingPath);
        expect(asked.map((line) => [line.cache, line.upstreamStatuses.join()])).toEqual([
          ['MISS', '404'],
          ['MISS', '404'],
        ]);
      } finally {
        await browser.close();
      }
      report(`d: ${item.imageUrl} uploaded through server 0, served by server 1 and by nginx (MISS, then HIT)`);
    });
  });

  it("passes an upload at the app's 5 MB limit through nginx and refuses a larger body itself", async () => {
    await step('upload size', async () => {
      // Noise does not compress: a PNG just under LIMITS.maxUploadBytes.
      const side = 1_270;
      const noise = Buffer.alloc(side * side * 3);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 2_654_435_761) >>> 24;
      const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(png.length).toBeGreaterThan(LIMITS.maxUploadBytes * 0.9);
      expect(png.length).toBeLessThan(LIMITS.maxUploadBytes);
      const multipart = async (image: Buffer) => {
        const form = new FormData();
        form.set('galleryTitle', 'Full-size photo');
        form.set('galleryCategory', 'Training');
        form.set('galleryImage', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
        const encoded = new Response(form);
        return {
          body: Buffer.from(await encoded.arrayBuffer()),
          type: encoded.headers.get('content-type')!,
        };
      };
      const browser = new Browser(cluster.nginx.httpsUrl, cluster.certificate.pem, '127.203.0.1');
      try {
        const send = async (image: Buffer) => {
          const { body, type } = await multipart(image);
          const reply = await browser.request('/api/Gallery/CreateGalleryImage', {
            method: 'POST',
            headers: { 'content-type': type, 'x-auth-token': token, 'accept-language': 'en' },
            body,
          });
          return { reply, bytes: body.length };
        };
        const fits = await send(png);
        expect(fits.reply.status).toBe(201);
        const logFrom = cluster.nginx.logOffset();
        const tooLarge = await send(Buffer.concat([png, png]));
        expect(tooLarge.reply.status).toBe(413);
        const [refused] = await loggedLines(cluster, logFrom, 1, (line) => line.status === 413);
        // nginx answered it: no app server read those megabytes.
        expect(refused!.upstreams).toEqual([]);
        report(
          `upload: a ${(fits.bytes / 1e6).toFixed(2)} MB multipart upload went through nginx to the app (201); ` +
            `a ${(tooLarge.bytes / 1e6).toFixed(2)} MB one was refused by nginx (413)`,
        );
      } finally {
        await browser.close();
      }
    });
  });

  it(
    'runs a job held by a server that dies on the other server, once, after the lease',
    { timeout: 60_000 },
    async () => {
      await step('f: job takeover', async () => {
        const { mail, servers } = cluster;
        const eventId = await createEvent(servers[0].url, token, 'Takeover Cup');
        const email = 'takeover@example.com';
        mail.holdFirstTo(email);
        const booked = await postJson(`${servers[0].url}${BOOK}`, bookingBody(eventId, email));
        expect(booked.status).toBe(200);

        const held = await waitFor('the confirmation held by an SMTP server', () => mail.held[0], 10_000);
        const holder = servers[held.via]!;
        const other = servers[1 - held.via]!;
        // Longer than a lease: the holder renews its claim while it waits on SMTP, so the other server leaves it.
        await new Promise((r) => setTimeout(r, JOB_LEASE_MS * 1.5));
        expect(mail.held).toHaveLength(1);
        expect(mail.deliveredTo(email)).toHaveLength(0);

        await holder.stop('SIGKILL');
        const killedAt = Date.now();
        const delivery = await waitFor(
          'the confirmation sent by the other server',
          () => mail.deliveredTo(email)[0],
          15_000,
        );
        const takeoverMs = Date.now() - killedAt;
        expect(delivery.via).toBe(other.index);
        // Not before the dead server's lease ran out.
        expect(takeoverMs).toBeGreaterThan(JOB_LEASE_MS / 3);
        await new Promise((r) => setTimeout(r, 1_500));
        expect(mail.deliveredTo(email)).toHaveLength(1);
        expect(mail.held).toHaveLength(1);
        report(
          `f: confirmation held by server ${holder.index} for ${(JOB_LEASE_MS * 1.5) / 1000} s (lease ${JOB_LEASE_MS / 1000} s, ` +
            `renewed); after SIGKILL server ${other.index} sent it ${takeoverMs} ms later, once`,
        );

        await holder.start();
      });
    },
  );

  it(
    'pushes a bout appended through one server to a live stream on the other, and resumes it after a restart',
    { timeout: 120_000 },
    async () => {
      await step('live feed across servers', async () => {
        const [a, b] = cluster.servers;
        const api = async (url: string, body: unknown) => {
          const res = await postJson(url, body, token);
          if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
          return res.body;
        };
        // A published kumite pool of two (bout 'P-1') on tatami 1.
        const eventId = await createEvent(a.url, token, 'Live Cup');
        const setUp = (await api(`${a.url}/api/Tournaments/SetUpTournament/${eventId}`, CADETS)) as {
          tournament: { categories: { id: string }[] };
        };
        const categoryId = setUp.tournament.categories[2]!.id;
        await api(`${a.url}/api/Tournaments/AddEntries/${eventId}`, {
          club: 'Kaizen',
          athletes: [cadetEntry('Arjun Mehta', [categoryId]), cadetEntry('Kiran Bose', [categoryId])],
        });
        await api(`${a.url}/api/Tournaments/DrawCategory/${categoryId}`, {});
        await api(`${a.url}/api/Tournaments/PublishDraw/${categoryId}`, {});
        await api(`${a.url}/api/Tournaments/SetTatamis/${eventId}`, { tatamis: [{ categoryIds: [categoryId] }] });
        let at = 0;
        const append = (server: AppServer) =>
          api(`${server.url}/api/Tournaments/AppendBoutEvents/${categoryId}`, {
            boutId: 'P-1',
            events: [{ id: randomUUID(), at: (at += 1_000), kind: 'clock', action: at === 1_000 ? 'start' : 'stop' }],
          });
        const path = `/api/Tournaments/LiveStream/${eventId}`;
        /** Appends through `server` and waits for `stream` to push it: how long that took. */
        const pushed = async (server: AppServer, stream: SseStream, id: number) => {
          const before = performance.now();
          await append(server);
          expect(await stream.next(2_000)).toMatchObject({ event: 'bout', id: String(id) });
          return Math.round(performance.now() - before);
        };

        // Opened on B, appended through A: the message crosses through Redis, well before B's 5 s poll.
        const onB = await SseStream.open(`${b.url}${path}`);
        const board = await onB.next();
        expect(board.event).toBe('board');
        const seq = Number(board.id);
        const acrossMs = await pushed(a, onB, seq + 1);
        expect(acrossMs).toBeLessThan(1_000);

        // B restarts: its stream ends at once (so B stops in time), two bouts are appended meanwhile through A,
        // and the page's reconnection to the new B gets exactly those, then goes on live.
        const exitCode = await b.stop('SIGTERM');
        await onB.ended;
        expect(exitCode).toBe(0);
        await append(a);
        await append(a);
        await b.start();
        const resumed = await SseStream.open(`${b.url}${path}`, { 'last-event-id': String(seq + 1) });
        expect([await resumed.next(), await resumed.next()].map((m) => [m.event, m.id])).toEqual([
          ['bout', String(seq + 2)],
          ['bout', String(seq + 3)],
        ]);
        expect(await resumed.quiet(300)).toEqual([]);
        const afterRestartMs = await pushed(a, resumed, seq + 4);
        resumed.close();

        // Through nginx (HTTP/1.1 to the app, unbuffered): whichever server holds it, appends through either
        // server reach it at once.
        const viaNginx = await SseStream.openHttps(`${cluster.nginx.httpsUrl}${path}`, cluster.certificate.pem, {
          'last-event-id': String(seq + 4),
        });
        expect(viaNginx.response.status).toBe(200);
        expect(viaNginx.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        const nginxMs = [await pushed(a, viaNginx, seq + 5), await pushed(b, viaNginx, seq + 6)];
        for (const ms of nginxMs) expect(ms).toBeLessThan(1_000);
        viaNginx.close();
        report(
          `live feed: a bout appended through server 0 reached a stream on server 1 in ${acrossMs} ms; after ` +
            `server 1's restart the stream resumed with the 2 bouts missed and the next in ${afterRestartMs} ms; ` +
            `through nginx in ${nginxMs.join(' and ')} ms`,
        );
      });
    },
  );

  it(
    'restarts a server under load (SIGTERM, as systemd does) without failing a single request',
    { timeout: 120_000 },
    async () => {
      await step('rolling restart under load', async () => {
        const [restarted, other] = cluster.servers;
        const eventId = await createEvent(other.url, token, 'Rolling Cup');
        const load = bookingLoad(cluster, eventId, 'rolling', 20_000);
        await new Promise((r) => setTimeout(r, 1_500));
        const stopStarted = Date.now();
        const exitCode = await restarted.stop('SIGTERM');
        const stopMs = Date.now() - stopStarted;
        const logFrom = cluster.nginx.logOffset();
        await restarted.start();
        const downMs = Date.now() - stopStarted;
        // nginx tries a server it saw refusing again only after fail_timeout (10 s): the wait the README's upgrade
        // loop makes before the next server, and which the next test (killing the other one) needs too.
        const backInUse = await waitFor(
          `server ${restarted.index} answering through nginx again`,
          () =>
            answeredBy(
              logSince(cluster, logFrom, (line) => line.path === BOOK),
              restarted,
            ) > 0 && Date.now(),
          20_000,
        );
        const outcomes = await load.finish();

        const failed = outcomes.filter((o) => o.status !== 200);
        const acknowledged = outcomes.filter((o) => o.status === 200 && o.bookingId);
        const counts = await bookingsOf(cluster, other.url, token, eventId);
        report(
          `rolling restart: ${outcomes.length} booking requests through nginx; server ${restarted.index} stopped by ` +
            `SIGTERM in ${stopMs} ms (exit ${exitCode}), ready again ${downMs} ms after the signal and given ` +
            `requests by nginx again after ${backInUse - stopStarted} ms; ` +
            `${failed.length} failed; ${acknowledged.length} acknowledged, ${counts.stored.size} stored`,
        );
        expect(exitCode).toBe(0);
        expect(stopMs).toBeLessThan(8_000);
        expect(failed.map((o) => o.status)).toEqual([]);
        expect(counts.stored.size).toBe(acknowledged.length);
        expect(outcomes.length).toBeGreaterThan(100);
      });
    },
  );

  it(
    'keeps every acknowledged booking and goes on answering when a server is killed under load',
    {
      timeout: 120_000,
    },
    async () => {
      await step('e: server killed under load', async () => {
        const [survivor, victim] = cluster.servers;
        const eventId = await createEvent(survivor.url, token, 'Kill Cup');
        const logFrom = cluster.nginx.logOffset();
        const load = bookingLoad(cluster, eventId, 'kill', 10_000);
        const loadStarted = Date.now();
        await new Promise((r) => setTimeout(r, 2_000));
        const killStarted = Date.now();
        await victim.stop('SIGKILL');
        const deadAt = Date.now();
        await new Promise((r) => setTimeout(r, 3_000));
        const outcomes = await load.finish();
        const loadEnded = Date.now();

        const acknowledged = outcomes.filter((o) => o.status === 200 && o.bookingId);
        const counts = await bookingsOf(cluster, survivor.url, token, eventId);
        const missing = acknowledged.filter((o) => !counts.stored.has(o.bookingId!));
        // Only requests in flight when the server died may fail (nginx's 502: a booking already sent is never sent
        // again); every request begun once it was gone is booked by the survivor.
        const settled = deadAt + 250;
        const failed = outcomes.filter((o) => o.status !== 200);
        const after = outcomes.filter((o) => o.started >= settled);
        const victimAnswered = answeredBy(
          logSince(cluster, logFrom, (line) => line.path === BOOK),
          victim,
        );
        const seconds = (loadEnded - loadStarted) / 1000;
        const failedStatuses =
          [...new Set(failed.map((o) => o.status))]
            .map((status) => `${failed.filter((o) => o.status === status).length} x ${status}`)
            .join(', ') || 'none';
        report(
          `e: ${outcomes.length} booking requests through nginx in ${seconds.toFixed(1)} s ` +
            `(${Math.round(outcomes.length / seconds)}/s) from 50 concurrent clients; server ${victim.index} SIGKILLed ` +
            `after 2 s (it had answered ${victimAnswered}); ${failed.length} in flight then failed (${failedStatuses}); ` +
            `${after.length} begun afterwards, ${after.filter((o) => o.status === 200).length} booked; ` +
            `${acknowledged.length} acknowledged, ${missing.length} of them missing from the database; ` +
            `${counts.stored.size} stored (a booking committed as its server died is stored unacknowledged), ` +
            `the event counts ${counts.totalBookings}`,
        );

        expect(missing).toEqual([]);
        expect(counts.totalBookings).toBe(counts.stored.size);
        expect(counts.listed).toBe(counts.stored.size);
        for (const o of failed) expect(o.started).toBeLessThan(settled);
        for (const o of failed) expect(o.ended).toBeGreaterThanOrEqual(killStarted);
        expect(after.length).toBeGreaterThan(100);
        expect(after.every((o) => o.status === 200)).toBe(true);
        expect(victimAnswered).toBeGreaterThan(0);
      });
    },
  );
});
