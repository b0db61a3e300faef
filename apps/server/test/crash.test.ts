import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './helpers/smtp.ts';
import { testDialect } from './helpers/test-dialect.ts';
import {
  bookingBody,
  createEvent,
  postJson,
  startServer,
  throwAwayStore,
  type ThrowAwayStore,
} from './helpers/server-process.ts';

/**
 * Crash test: 20 clients book seats while an admin edits events; the server is killed with SIGKILL at a random
 * moment and restarted on the same data. Every booking that got a success reply must still be there,
 * totalBookings must equal the bookings of every event, and the database must pass its integrity check.
 */
const ADMIN = { email: 'crash-admin@test.academy', password: 'crash-admin-password' };

/** An edit of the event's text fields, as the admin's Edit Event form sends it (no new image). */
function editForm(name: string): FormData {
  const form = new FormData();
  form.set('eventName', name);
  form.set('address', 'Balewadi Sports Complex, Pune');
  form.set('eventDescription', 'Crash test event');
  form.set('eventDateTime', new Date(Date.now() + 30 * 86_400_000).toISOString());
  form.set('totalSeats', '5000');
  form.set('entryFee', '100');
  return form;
}

/** Booking codes of the confirmations in the outbox folder (no SMTP_URL: the job runner writes .eml files). */
function confirmedCodes(outboxDir: string): Set<string> {
  if (!fs.existsSync(outboxDir)) return new Set();
  const codes = fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) =>
      /^Subject: Booking confirmed: .* \((KKA-\w+)\)$/m.exec(fs.readFileSync(path.join(outboxDir, name), 'utf8')),
    );
  return new Set(codes.flatMap((match) => (match?.[1] ? [match[1]] : [])));
}

describe(`crash safety on ${testDialect}`, () => {
  let store: ThrowAwayStore;
  beforeAll(async () => {
    store = await throwAwayStore('crash');
  });
  afterAll(() => store.drop());

  it('keeps every acknowledged booking and consistent counts after SIGKILL', { timeout: 120_000 }, async () => {
    const env = {
      ...store.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      UPLOAD_RATE_LIMIT: '1000000',
    };
    const confirmed = () => confirmedCodes(path.join(store.dataDir, 'outbox'));
    let server = await startServer(env);
    const token = String((await postJson(`${server.url}/api/Admin/AdminLogin`, ADMIN)).body.token);
    const eventIds: string[] = [];
    for (let i = 0; i < 3; i++) eventIds.push(await createEvent(server.url, token, `Crash Cup ${i}`));

    const acknowledged: { eventId: string; bookingId: string }[] = [];
    let stop = false;
    let sequence = 0;
    const client = async (n: number) => {
      while (!stop) {
        const eventId = eventIds[(n + sequence) % eventIds.length]!;
        const i = sequence++;
        try {
          const res = await postJson(
            `${server.url}/api/Bookings/BookEvent`,
            bookingBody(eventId, `client${n}-${i}@crash.test`),
          );
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
            body: editForm(`Crash Cup edited ${k++}`),
          });
        } catch {
          // server killed mid-edit
        }
      }
    };

    const workers = [...Array.from({ length: 20 }, (_, n) => client(n)), editor()];
    await new Promise((r) => setTimeout(r, 800 + Math.random() * 1500));
    await server.stop('SIGKILL');
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(0);

    server = await startServer(env);
    const stored: string[] = [];
    try {
      const fresh = String((await postJson(`${server.url}/api/Admin/AdminLogin`, ADMIN)).body.token);
      for (const eventId of eventIds) {
        const res = await fetch(`${server.url}/api/events/getEventById/${eventId}`, {
          headers: { 'x-auth-token': fresh },
        });
        const event = ((await res.json()) as { event: { totalBookings: number; bookings: { bookingId: string }[] } })
          .event;
        expect(event.totalBookings).toBe(event.bookings.length);
        const present = new Set(event.bookings.map((b) => b.bookingId));
        stored.push(...present);
        for (const ack of acknowledged.filter((a) => a.eventId === eventId))
          expect(present.has(ack.bookingId)).toBe(true);
      }
      // Every stored booking gets its confirmation, including those whose email was waiting when the server died.
      await waitFor('every confirmation written', () => stored.every((code) => confirmed().has(code)), 20_000);
    } finally {
      await server.stop();
    }

    if (store.databaseUrl) {
      const c = new pg.Client({ connectionString: store.databaseUrl });
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
      const db = new SQLite(path.join(store.dataDir, 'academy.db'), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      db.close();
    }
    console.log(
      `crash test (${testDialect}): ${acknowledged.length} acknowledged bookings survived SIGKILL; ` +
        `${stored.length} stored, all ${confirmed().size} confirmed by email`,
    );
  });
});
