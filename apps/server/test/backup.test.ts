import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, DAY_MS, DEFAULT_EVENT, eventForm, fromNow } from './helpers/events-fixtures.ts';
import { signUpBody } from './helpers/fighter-accounts.ts';
import { pngImage } from './helpers/images.ts';
import { runCli, startServer, stopServer, type ServerProcess } from './helpers/server-process.ts';
import { throwAwayDatabase } from './helpers/throw-away-database.ts';
import { testDialect } from './helpers/test-dialect.ts';

/**
 * Backup and restore (issue 10): `npm run backup` runs while clients book and a fighter keeps replacing a photo;
 * the backup is restored into a fresh data folder (and database), which must hold every booking acknowledged
 * before the backup started, the row counts of the manifest, byte-identical images for every key it references,
 * and serve the events through the real server.
 */
const ADMIN = { email: 'backup-admin@test.academy', password: 'backup-admin-password' };

interface Reader {
  all<T>(query: string): Promise<T[]>;
  close(): Promise<void>;
}

/** Plain SQL on the restored database, independent of the backup module's own reading. */
async function openReader(dataDir: string, databaseUrl: string | undefined): Promise<Reader> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { all: async (q) => (await client.query(q)).rows, close: () => client.end() };
  }
  const db = new SQLite(path.join(dataDir, 'academy.db'), { readonly: true, fileMustExist: true });
  return { all: async <T>(q: string) => db.prepare(q).all() as T[], close: async () => void db.close() };
}

const QUERIES = {
  sqlite: {
    tables: `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    imageTables: `SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c
                  WHERE m.type = 'table' AND c.name = 'image_key'`,
  },
  postgres: {
    tables: `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
    imageTables: `SELECT table_name AS name FROM information_schema.columns
                  WHERE table_schema = 'public' AND column_name = 'image_key'`,
  },
}[testDialect];

/** Every file under `dir`, by path relative to it. */
function readTree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) files.set(name, fs.readFileSync(file));
  }
  return files;
}

function modes(dir: string): Set<string> {
  const found = new Set([`${path.basename(dir)} ${(fs.statSync(dir).mode & 0o777).toString(8)}`]);
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = fs.statSync(path.join(dir, name));
    found.add(`${stat.isDirectory() ? 'dir' : 'file'} ${(stat.mode & 0o777).toString(8)}`);
  }
  return found;
}

async function json(res: Promise<Response>): Promise<Record<string, unknown>> {
  const reply = await res;
  const body = (await reply.json()) as Record<string, unknown>;
  if (!reply.ok) throw new Error(`${reply.status} ${JSON.stringify(body)}`);
  return body;
}

function imageForm(fields: Record<string, string>, field: string, image: Buffer): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(field, new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  return form;
}

describe(`backup and restore on ${testDialect}`, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-backup-'));
  const sourceDir = path.join(root, 'data');
  const restoredDir = path.join(root, 'restored');
  const backupDir = path.join(root, 'backups', 'under-load');
  let sourceDb: { url: string; drop: () => Promise<void> } | undefined;
  let restoredDb: { url: string; drop: () => Promise<void> } | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      sourceDb = await throwAwayDatabase(adminUrl, 'academy_backup_src');
      restoredDb = await throwAwayDatabase(adminUrl, 'academy_backup_dst');
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await sourceDb?.drop();
    await restoredDb?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const envFor = (dataDir: string, databaseUrl: string | undefined): Record<string, string> => ({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    JWT_SECRET: 'backup-secret-backup-secret-backup-secret-0123',
    BOOKING_RATE_LIMIT: '1000000',
    BOOKINGS_PER_CLIENT_PER_HOUR: '1000000',
    AUTH_RATE_LIMIT: '100000',
    UPLOAD_RATE_LIMIT: '1000000',
    WEB_DIST: path.join(root, 'no-web'),
  });
  const start = async (env: Record<string, string>) => {
    const server = await startServer(env);
    servers.push(server);
    return server;
  };

  it('restores a backup taken under load with every acknowledged booking and image', { timeout: 90_000 }, async () => {
    const sourceEnv = envFor(sourceDir, sourceDb?.url);
    const server = await start(sourceEnv);
    const api = (route: string) => `${server.url}/api${route}`;
    const post = (route: string, body: unknown, token?: string) =>
      json(
        fetch(api(route), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
          body: JSON.stringify(body),
        }),
      );
    const admin = String((await post('/Admin/AdminLogin', ADMIN)).token);
    const auth = { 'x-auth-token': admin };

    const eventNames = ['Backup Cup', 'Restore Open'];
    const eventIds: string[] = [];
    for (const [i, eventName] of eventNames.entries()) {
      const form = eventForm(
        { ...DEFAULT_EVENT, eventName, eventDateTime: fromNow(30 * DAY_MS), totalSeats: 5000 },
        await pngImage({ color: i ? '#123456' : '#654321' }),
      );
      const body = await json(fetch(api('/events/CreateEvent'), { method: 'POST', headers: auth, body: form }));
      eventIds.push((body.event as { _id: string })._id);
    }
    for (const color of ['#aa0000', '#00aa00', '#0000aa']) {
      const fields = { galleryTitle: `Kata ${color}`, galleryCategory: 'Training' };
      const form = imageForm(fields, 'galleryImage', await pngImage({ color }));
      await json(fetch(api('/Gallery/CreateGalleryImage'), { method: 'POST', headers: auth, body: form }));
    }
    const fighters: { id: string; token: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const signUp = signUpBody();
      const id = String((await post('/Fighters/CreateFighter', signUp)).id);
      const token = String(
        (await post('/Fighters/FighterLogin', { email: signUp.email, password: signUp.password })).token,
      );
      fighters.push({ id, token });
    }
    const uploadPhoto = async (fighter: { id: string; token: string }, color: string) => {
      const form = imageForm({}, 'fighterImage', await pngImage({ color, width: 200, height: 200 }));
      const body = await json(
        fetch(api(`/Fighters/UpdateFighterProfileImage/${fighter.id}`), {
          method: 'PUT',
          headers: { 'x-auth-token': fighter.token },
          body: form,
        }),
      );
      return String((body.data as { fighterImageUrl: string }).fighterImageUrl);
    };
    for (const fighter of fighters) await uploadPhoto(fighter, '#888888');

    // The bytes the server wrote, kept before anything can delete them.
    const uploadsDir = path.join(sourceDir, 'uploads');
    const originals = readTree(uploadsDir);
    expect(originals.size).toBe(2 * (2 + 3 + 2));

    const acknowledged: string[] = [];
    let stop = false;
    const booker = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const body = await post('/Bookings/BookEvent', {
          ...bookingPayload(eventIds[i % eventIds.length]!),
          email: `client${n}-${i}@backup.test`,
        });
        acknowledged.push(String((body.data as { bookingId: string }).bookingId));
      }
    };
    // Replacing a photo deletes the previous one's files: the race the backup has to survive.
    const photoChanger = async () => {
      for (let i = 0; !stop; i++) {
        const url = await uploadPhoto(fighters[0]!, i % 2 ? '#ffffff' : '#000000');
        for (const name of [url, url.replace(/\.webp$/, '-thumb.webp')]) {
          const relative = name.replace(/^\/uploads\//, '');
          originals.set(relative, fs.readFileSync(path.join(uploadsDir, relative)));
        }
      }
    };
    const load = [...Array.from({ length: 4 }, (_, n) => booker(n)), photoChanger()];
    await new Promise((r) => setTimeout(r, 300));

    const acknowledgedBefore = [...acknowledged];
    const backup = await runCli('backup', ['--out', backupDir], sourceEnv);
    const acknowledgedDuring = acknowledged.length - acknowledgedBefore.length;
    stop = true;
    await Promise.all(load);
    await stopServer(server);
    expect(backup.code, backup.stderr).toBe(0);
    expect(acknowledgedDuring).toBeGreaterThan(0);
    console.log(backup.stdout.trim());

    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as {
      dialect: string;
      tables: Record<string, number>;
      uploads: { files: number };
      images: { referenced: number; missing: string[] };
    };
    expect(manifest.dialect).toBe(testDialect);
    expect(manifest.tables).toMatchObject({ admins: 1, events: 2, gallery_images: 3, fighters: 2 });
    expect(manifest.tables.bookings).toBeGreaterThanOrEqual(acknowledgedBefore.length);
    expect(manifest.tables.bookings).toBeLessThanOrEqual(acknowledged.length);
    expect(manifest.images).toEqual({ referenced: 2 + 3 + 2, missing: [] });
    expect(modes(backupDir)).toEqual(new Set(['under-load 700', 'dir 700', 'file 600']));

    const restoredEnv = envFor(restoredDir, restoredDb?.url);
    const restore = await runCli('restore', ['--from', backupDir], restoredEnv);
    expect(restore.code, restore.stderr).toBe(0);

    const db = await openReader(restoredDir, restoredDb?.url);
    try {
      const tables = (await db.all<{ name: string }>(QUERIES.tables)).map((t) => t.name).sort();
      expect(tables).toEqual(Object.keys(manifest.tables).sort());
      for (const table of tables) {
        const [row] = await db.all<{ n: number | string }>(`SELECT count(*) AS n FROM "${table}"`);
        expect(Number(row!.n), table).toBe(manifest.tables[table]);
      }

      const codes = new Set(
        (await db.all<{ booking_code: string }>('SELECT booking_code FROM bookings')).map((b) => b.booking_code),
      );
      expect(acknowledgedBefore.filter((code) => !codes.has(code))).toEqual([]);

      const keys: string[] = [];
      for (const { name } of await db.all<{ name: string }>(QUERIES.imageTables)) {
        const rows = await db.all<{ key: string }>(
          `SELECT image_key AS key FROM "${name}" WHERE image_key IS NOT NULL`,
        );
        keys.push(...rows.map((r) => r.key));
      }
      expect(keys).toHaveLength(manifest.images.referenced);
      for (const file of keys.flatMap((key) => [`${key}.webp`, `${key}-thumb.webp`])) {
        const restored = path.join(restoredDir, 'uploads', file);
        expect(fs.existsSync(restored), file).toBe(true);
        expect(originals.get(file), file).toBeDefined();
        expect(fs.readFileSync(restored).equals(originals.get(file)!), file).toBe(true);
      }
    } finally {
      await db.close();
    }

    const restoredServer = await start(restoredEnv);
    const res = await fetch(`${restoredServer.url}/api/events/GetAllEvents`);
    expect(res.status).toBe(200);
    const events = ((await res.json()) as { events: { eventName: string; eventImageUrl: string }[] }).events;
    expect(events.map((e) => e.eventName).sort()).toEqual([...eventNames].sort());
    const image = await fetch(`${restoredServer.url}${events[0]!.eventImageUrl}`);
    expect(image.status).toBe(200);
    await stopServer(restoredServer);

    const again = await runCli('restore', ['--from', backupDir], restoredEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/pass --force/);
    console.log(
      `backup test (${testDialect}): ${acknowledgedBefore.length} bookings acknowledged before the backup, ` +
        `${acknowledgedDuring} during it, ${manifest.tables.bookings} in it; ${manifest.uploads.files} upload files`,
    );
  });
});
