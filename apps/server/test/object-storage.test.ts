import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl, ENDPOINTS, type AcademyEvent } from '@academy/contract';
import { createBackup } from '../src/backup/create-backup.ts';
import { restoreBackup } from '../src/backup/restore-backup.ts';
import { loadConfig } from '../src/config.ts';
import { imageKeyOf } from '../src/storage/image-store.ts';
import { S3Store } from '../src/storage/s3-store.ts';
import { adminToken } from './helpers/auth.ts';
import { createEventViaApi, DEFAULT_EVENT, eventForm } from './helpers/events-fixtures.ts';
import { multipartFile, signUpAndLogin } from './helpers/fighter-accounts.ts';
import { pngImage } from './helpers/images.ts';
import { startS3Server, type TestS3Server } from './helpers/s3-server.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { unzip } from './helpers/zip.ts';

const BUCKET = 'academy-images';
const RESTORED_BUCKET = 'academy-restored';

describe(`images in S3-compatible storage on ${testDialect}`, () => {
  let s3: TestS3Server;
  let t: TestApp;
  let admin: string;
  let bucket: S3Store;

  const objectsIn = async (store: S3Store) => {
    const names: string[] = [];
    for await (const object of store.list()) names.push(object.name);
    return names.sort();
  };
  const namesOf = (url: string) => {
    const key = imageKeyOf(url)!;
    return [`${key}-thumb.webp`, `${key}.webp`];
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    s3 = await startS3Server([BUCKET, RESTORED_BUCKET]);
    t = await createTestApp(s3.env(BUCKET));
    admin = await adminToken(t.app);
    bucket = new S3Store(t.config.s3!);
  });
  afterAll(async () => {
    bucket.close();
    await t.close();
    await s3.close();
  });

  it('stores an uploaded image in the bucket, not on disk, and serves it with a year of caching', async () => {
    const event = await createEventViaApi(t.app, admin, { eventName: 'Bucket Cup' });
    expect(await objectsIn(bucket)).toEqual(expect.arrayContaining(namesOf(event.eventImageUrl!)));
    expect(fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir) : []).toEqual([]);

    const res = await get(event.eventImageUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const etag = String(res.headers.etag);
    expect((await get(event.eventImageUrl!, { 'if-none-match': etag })).statusCode).toBe(304);

    expect((await get('/uploads/events/no-such-image.webp')).statusCode).toBe(404);
    expect((await get('/uploads/../academy.db')).statusCode).toBe(404);
  });

  it('deletes exactly the replaced objects when an image is replaced, and both when the event goes', async () => {
    const event = await createEventViaApi(t.app, admin, { eventName: 'Replaced Poster Cup' });
    const before = namesOf(event.eventImageUrl!);
    const res = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(ENDPOINTS.updateEvent, { id: event._id }),
      headers: { 'x-auth-token': admin },
      payload: eventForm(
        { ...DEFAULT_EVENT, eventName: 'Replaced Poster Cup', eventDateTime: event.eventDateTime },
        await pngImage({ color: '#1040c0' }),
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().event as AcademyEvent;
    const after = namesOf(updated.eventImageUrl!);
    const stored = await objectsIn(bucket);
    expect(stored).toEqual(expect.arrayContaining(after));
    for (const name of before) expect(stored).not.toContain(name);
    expect((await get(event.eventImageUrl!)).statusCode).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: endpointUrl(ENDPOINTS.DeleteEvent, { id: event._id }),
      headers: { 'x-auth-token': admin },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await objectsIn(bucket);
    for (const name of after) expect(left).not.toContain(name);
  });

  it("puts a fighter's photo from the bucket into the data export", async () => {
    const fighter = await signUpAndLogin(t.app, { fullName: 'Bucket Photo', mobileNumber: '9811100099' });
    const photo = multipartFile('fighterImage', {
      filename: 'me.png',
      contentType: 'image/png',
      content: await pngImage({ color: '#20a040' }),
    });
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(ENDPOINTS.UpdateFighterProfileImage, { id: fighter.id }),
      headers: { 'x-auth-token': fighter.token, ...photo.headers },
      payload: photo.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { imageKey } = await t.app.db
      .selectFrom('fighters')
      .select('imageKey')
      .where('id', '=', fighter.id)
      .executeTakeFirstOrThrow();

    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.ExportFighterData, { id: fighter.id }),
      headers: { 'x-auth-token': fighter.token },
    });
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    const display = entries.get(`photos/${fighter.id}.webp`);
    expect(display?.equals((await bucket.read(`${imageKey}.webp`))!)).toBe(true);
  });

  it('backs the images up from the bucket and restores them into another', async () => {
    const event = await createEventViaApi(t.app, admin, { eventName: 'Backed Up Cup' });
    const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-s3-backup-'));
    try {
      const out = path.join(backups, 'one');
      const manifest = await createBackup({ config: t.config, uploads: bucket, out, pgDump: 'pg_dump' });
      expect(manifest.images.missing).toEqual([]);
      const inBucket = await objectsIn(bucket);
      expect(manifest.uploads.files).toBe(inBucket.length);

      // A fresh site: its own empty database (a new data folder; on PostgreSQL an empty database) and bucket.
      const target = await createTestApp(s3.env(RESTORED_BUCKET));
      const restored = new S3Store(target.config.s3!);
      try {
        await target.app.close();
        const config = loadConfig({
          DATA_DIR: target.config.dataDir,
          DATABASE_URL: target.config.databaseUrl,
          ...s3.env(RESTORED_BUCKET),
        });
        if (!config.databaseUrl) fs.rmSync(path.join(config.dataDir, 'academy.db'));
        await restoreBackup({
          config,
          uploads: restored,
          from: out,
          force: !!config.databaseUrl,
          pgRestore: 'pg_restore',
        });
        expect(await objectsIn(restored)).toEqual(inBucket);
        expect(await objectsIn(restored)).toEqual(expect.arrayContaining(namesOf(event.eventImageUrl!)));
      } finally {
        restored.close();
        await target.close().catch(() => undefined);
      }
    } finally {
      fs.rmSync(backups, { recursive: true, force: true });
    }
  });
});
