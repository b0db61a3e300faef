import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { multipartFile, signUpAndLogin, type SignedUpFighter } from './helpers/fighter-accounts.ts';
import { pngImage } from './helpers/images.ts';

const DELAY_MS = 1500;

/**
 * A replaced photo's files outlive it by IMAGE_DELETE_DELAY_MS, so a backup whose snapshot still names it can copy
 * them; then a durable job deletes them.
 */
describe(`replaced images are deleted after a delay on ${testDialect}`, () => {
  let t: TestApp;
  let fighter: SignedUpFighter;

  beforeAll(async () => {
    t = await createTestApp({ IMAGE_DELETE_DELAY_MS: String(DELAY_MS) });
    fighter = await signUpAndLogin(t.app);
  });
  afterAll(() => t.close());

  const uploadPhoto = async (color: string) => {
    const form = multipartFile('fighterImage', {
      filename: 'me.png',
      contentType: 'image/png',
      content: await pngImage({ color }),
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Fighters/UpdateFighterProfileImage/${fighter.id}`,
      headers: { 'x-auth-token': fighter.token, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = String(res.json().data.fighterImageUrl);
    const display = path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
    return [display, display.replace(/\.webp$/, '-thumb.webp')];
  };

  it('keeps the old files until the delay has passed, then deletes them and only them', async () => {
    const old = await uploadPhoto('#111111');
    const replacedAt = Date.now();
    const current = await uploadPhoto('#eeeeee');

    for (const file of [...old, ...current]) expect(fs.existsSync(file), file).toBe(true);
    const jobs = await t.app.db
      .selectFrom('jobs')
      .select(['payload', 'runAt', 'state'])
      .where('kind', '=', 'image.delete')
      .execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.state).toBe('pending');
    expect(Date.parse(jobs[0]!.runAt) - replacedAt).toBeGreaterThanOrEqual(DELAY_MS - 100);

    const deadline = Date.now() + 15_000;
    while (old.some((file) => fs.existsSync(file)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const goneAfterMs = Date.now() - replacedAt;
    for (const file of old) expect(fs.existsSync(file), file).toBe(false);
    expect(goneAfterMs).toBeGreaterThanOrEqual(DELAY_MS);
    for (const file of current) expect(fs.existsSync(file), file).toBe(true);
  });
});
