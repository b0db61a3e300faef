import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from './helpers/test-app.ts';

/**
 * Crash test (issue 6): 20 clients book seats while an admin edits events; the server is killed with SIGKILL at a
 * random moment and restarted on the same data. Every booking that got a success reply must still be there,
 * totalBookings must equal the bookings of every event, and the database must pass its integrity check.
 */
const SERVER_ENTRY = path.resolve(import.meta.dirname, '../src/server.ts');
const ADMIN = { email: 'crash-admin@test.academy', password: 'crash-admin-password' };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function eventForm(name: string, image?: Buffer): FormData {
  const form = new FormData();
  form.set('eventName', name);
  form.set('address', 'Balewadi Sports Complex, Pune');
  form.set('eventDescription', 'Crash test event');
  form.set('eventDateTime', new Date(Date.now() + 30 * 86_400_000).toISOString());
  form.set('totalSeats', '5000');
  form.set('entryFee', '100');
  if (image) form.set('eventImage', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'e.jpg');
  return form;
}

describe(`crash safety on ${testDialect}`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-crash-'));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const name = `academy_crash_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
    }
  });
  afterAll(async () => {
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged booking and consistent counts after SIGKILL', { timeout: 120_000 }, async () => {
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      JWT_SECRET: 'crash-secret-crash-secret-crash-secret-0123',
      BOOKING_RATE_LIMIT: '1000000',
      AUTH_RATE_LIMIT: '100000',
      UPLOAD_RATE_LIMIT: '1000000',
      WEB_DIST: path.join(dataDir, 'no-web'),
    };
    let server = await startServer(env);
    const login = await post(`${server.url}/api/Admin/AdminLogin`, ADMIN);
    const token = String(login.body.token);
    const image = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#222' } })
      .jpeg()
      .toBuffer();

    const eventIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/api/events/CreateEvent`, {
        method: 'POST',
        headers: { 'x-auth-token': token },
        body: eventForm(`Crash Cup ${i}`, image),
      });
      const body = (await res.json()) as { event?: { _id: string }; data?: { _id: string } };
      const id = body.event?._id ?? body.data?._id;
      expect(id, JSON.stringify(body)).toBeTruthy();
      eventIds.push(id!);
    }

    const acknowledged: { eventId: string; bookingId: string }[] = [];
    let stop = false;
    let sequence = 0;
    const client = async (n: number) => {
      while (!stop) {
        const eventId = eventIds[(n + sequence) % eventIds.length]!;
        const i = sequence++;
        try {
          const res = await post(`${server.url}/api/Bookings/BookEvent`, {
            eventId,
            fighterName: `Client ${n}`,
            email: `client${n}-${i}@crash.test`,
            mobileNumber: '9876543210',
            age: 18,
            beltLevel: 'Green',
            height: 165,
            weight: 58,
            discipline: 'Karate',
            masterName: 'Sensei Rao',
            academyName: 'Kaizen',
          });
          const data = res.body.data as { bookingId?: string } | undefined;
          if (res.body.status === 1 && data?.bookingId) acknowledged.push({ eventId, bookingId: data.bookingId });
        } catch {
          // the connection died with the server: that booking was never acknowledged
        }
      }
    };
    const editor = async () => {
      let k = 0;
      while (!stop) {
        try {
          await fetch(`${server.url}/api/events/updateEvent/${eventIds[k % eventIds.length]}`, {
            method: 'PUT',
            headers: { 'x-auth-token': token },
            body: eventForm(`Crash Cup edited ${k++}`),
          });
        } catch {
          // server killed mid-edit
        }
      }
    };

    const workers = [...Array.from({ length: 20 }, (_, n) => client(n)), editor()];
    await new Promise((r) => setTimeout(r, 800 + Math.random() * 1500));
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(0);

    server = await startServer(env);
    try {
      const fresh = String((await post(`${server.url}/api/Admin/AdminLogin`, ADMIN)).body.token);
      for (const eventId of eventIds) {
        const res = await fetch(`${server.url}/api/events/getEventById/${eventId}`, {
          headers: { 'x-auth-token': fresh },
        });
        const event = ((await res.json()) as { event: { totalBookings: number; bookings: { bookingId: string }[] } })
          .event;
        expect(event.totalBookings).toBe(event.bookings.length);
        const present = new Set(event.bookings.map((b) => b.bookingId));
        for (const ack of acknowledged.filter((a) => a.eventId === eventId))
          expect(present.has(ack.bookingId)).toBe(true);
      }
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    }

    if (databaseUrl) {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query('CREATE EXTENSION IF NOT EXISTS amcheck');
      const indexes = await c.query(
        `SELECT c.oid::regclass AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_am am ON am.oid = c.relam
         WHERE n.nspname = 'public' AND am.amname = 'btree'`,
      );
      for (const row of indexes.rows) await c.query('SELECT bt_index_check($1::regclass, true)', [row.name]);
      expect(indexes.rowCount).toBeGreaterThan(0);
      await c.end();
    } else {
      const db = new SQLite(path.join(dataDir, 'academy.db'), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      db.close();
    }
    console.log(`crash test (${testDialect}): ${acknowledged.length} acknowledged bookings survived SIGKILL`);
  });
});
