import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH, fighterImageReplySchema } from '@academy/contract';
import { IMAGE_QUEUE_LIMITS } from '../src/storage/image-store.ts';
import { adminToken } from './helpers/auth.ts';
import { createEventViaApi, DEFAULT_EVENT, eventForm } from './helpers/events-fixtures.ts';
import { multipartFile, signUpAndLogin, type SignedUpFighter } from './helpers/fighter-accounts.ts';
import { pngImage } from './helpers/images.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

const PARALLEL = 12;
const COLORS = Array.from(
  { length: PARALLEL },
  (_, i) => `#${(0x200000 + i * 0x0f0f13).toString(16).padStart(6, '0')}`,
);

/** The display file and the thumbnail of an image URL, as file names. */
const filesOf = (url: string) => [path.basename(url), path.basename(url).replace(/\.webp$/, '-thumb.webp')].sort();

/**
 * Every reply stored its image or was refused by the image queue; at least as many as the queue runs and holds
 * were stored, so that many replacements raced for the same row.
 */
function expectStoredOrBusy(replies: LightMyRequestResponse[]) {
  for (const reply of replies.filter((r) => r.statusCode !== 200)) {
    expect({ statusCode: reply.statusCode, body: reply.json() }).toEqual({
      statusCode: 503,
      body: { status: 0, message: ENGLISH['api.imagesBusy'] },
    });
  }
  const stored = replies.filter((r) => r.statusCode === 200);
  expect(stored.length).toBeGreaterThanOrEqual(IMAGE_QUEUE_LIMITS.running + IMAGE_QUEUE_LIMITS.waiting);
  return stored;
}

describe(`parallel image replacement on ${testDialect}`, () => {
  let t: TestApp;
  let photos: Buffer[];

  beforeAll(async () => {
    t = await createTestApp();
    photos = await Promise.all(COLORS.map((color) => pngImage({ color, width: 480, height: 360 })));
  });
  afterAll(() => t.close());

  const filesIn = (kind: string) => fs.readdirSync(path.join(t.config.uploadsDir, kind)).sort();
  const uploadPhoto = (fighter: SignedUpFighter, content: Buffer) => {
    const form = multipartFile('fighterImage', { filename: 'me.png', contentType: 'image/png', content });
    return t.app.inject({
      method: 'PUT',
      url: `/api/Fighters/UpdateFighterProfileImage/${fighter.id}`,
      headers: { 'x-auth-token': fighter.token, ...form.headers },
      payload: form.payload,
    });
  };

  it(`leaves only the two files of the fighter's final photo after ${PARALLEL} parallel replacements`, async () => {
    const fighter = await signUpAndLogin(t.app);
    expect((await uploadPhoto(fighter, await pngImage())).statusCode).toBe(200);
    expect(filesIn('fighters')).toHaveLength(2);

    const replies = await Promise.all(photos.map((photo) => uploadPhoto(fighter, photo)));
    const stored = expectStoredOrBusy(replies).map((r) => fighterImageReplySchema.parse(r.json()).data.fighterImageUrl);

    const current = await t.app.inject({
      method: 'GET',
      url: `/api/Fighters/GetFighterProfileImage/${fighter.id}`,
      headers: { 'x-auth-token': fighter.token },
    });
    const referenced = fighterImageReplySchema.parse(current.json()).data.fighterImageUrl!;
    expect(stored).toContain(referenced);
    expect(filesIn('fighters')).toEqual(filesOf(referenced));
  });

  it(`leaves only the two files of the event's final image after ${PARALLEL} parallel edits with an image`, async () => {
    const token = await adminToken(t.app);
    const event = await createEventViaApi(t.app, token);
    expect(filesIn('events')).toHaveLength(2);

    const replies = await Promise.all(
      photos.map((photo, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/events/updateEvent/${event._id}`,
          headers: { 'x-auth-token': token },
          payload: eventForm({ ...DEFAULT_EVENT, eventName: `Edit ${i}` }, photo),
        }),
      ),
    );
    const stored = expectStoredOrBusy(replies).map((r) => r.json().event.eventImageUrl as string);

    const current = await t.app.inject({ method: 'GET', url: `/api/events/getEventById/${event._id}` });
    const referenced = current.json().event.eventImageUrl as string;
    expect(stored).toContain(referenced);
    expect(filesIn('events')).toEqual(filesOf(referenced));
  });
});
