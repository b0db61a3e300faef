import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fighterImageReplySchema, LIMITS } from '@academy/contract';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { multipartFile, signUpAndLogin, type SignedUpFighter } from './helpers/fighter-accounts.ts';
import { pngImage } from './helpers/images.ts';

describe(`fighter photo on ${testDialect}`, () => {
  let t: TestApp;
  let a: SignedUpFighter;

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUpAndLogin(t.app);
  });
  afterAll(() => t.close());

  const upload = (fighter: SignedUpFighter, file: { filename: string; contentType: string; content: Buffer }) => {
    const form = multipartFile('fighterImage', file);
    return t.app.inject({
      method: 'PUT',
      url: `/api/Fighters/UpdateFighterProfileImage/${fighter.id}`,
      headers: { 'x-auth-token': fighter.token, ...form.headers },
      payload: form.payload,
    });
  };
  const uploadedFile = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
  const readImageUrl = async (fighter: SignedUpFighter) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Fighters/GetFighterProfileImage/${fighter.id}`,
      headers: { 'x-auth-token': fighter.token },
    });
    expect(res.statusCode).toBe(200);
    return fighterImageReplySchema.parse(res.json()).data.fighterImageUrl;
  };

  it('answers null before any photo is uploaded', async () => {
    expect(await readImageUrl(a)).toBeNull();
  });

  it('stores a photo as a square WebP and serves its URL', async () => {
    const res = await upload(a, {
      filename: 'me.png',
      contentType: 'image/png',
      content: await pngImage({ width: 800, height: 600 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = fighterImageReplySchema.parse(res.json());
    expect(reply.status).toBe(1);
    const url = reply.data.fighterImageUrl!;
    expect(url).toMatch(/^\/uploads\/fighters\/[\w-]+\.webp$/);

    const meta = await sharp(uploadedFile(url)).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(fs.existsSync(uploadedFile(url).replace(/\.webp$/, '-thumb.webp'))).toBe(true);

    expect(await readImageUrl(a)).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const details = await t.app.inject({
      method: 'GET',
      url: `/api/Fighters/GetFighterDetailsById/${a.id}`,
      headers: { 'x-auth-token': a.token },
    });
    expect(details.json().fighter.fighterImageUrl).toBe(url);
    expect(details.json().fighter.fighterThumbnailUrl).toBe(url.replace(/\.webp$/, '-thumb.webp'));
  });

  it('removes the old files when a new photo replaces them', async () => {
    const first = (
      await upload(a, { filename: 'one.png', contentType: 'image/png', content: await pngImage() })
    ).json();
    const oldFile = uploadedFile(first.data.fighterImageUrl);
    expect(fs.existsSync(oldFile)).toBe(true);
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#222' } })
      .jpeg()
      .toBuffer();
    const second = await upload(a, { filename: 'two.jpg', contentType: 'image/jpeg', content: jpeg });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.fighterImageUrl).not.toBe(first.data.fighterImageUrl);
    expect(fs.existsSync(oldFile)).toBe(false);
    expect(fs.existsSync(oldFile.replace(/\.webp$/, '-thumb.webp'))).toBe(false);
    expect(fs.readdirSync(path.join(t.config.uploadsDir, 'fighters')).sort()).toEqual(
      [second.json().data.fighterImageUrl, second.json().data.fighterImageUrl.replace(/\.webp$/, '-thumb.webp')]
        .map((u: string) => path.basename(u))
        .sort(),
    );
  });

  it('accepts a photo of exactly 5 MB and refuses 5 MB + 1 byte with 413', async () => {
    const b = await signUpAndLogin(t.app);
    const png = await pngImage({ width: 32, height: 32 });
    // Bytes after the PNG's end marker are ignored by decoders, so the size can be set to the byte.
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length, 0)]);
    expect(padded(LIMITS.maxUploadBytes).length).toBe(5242880);

    const atLimit = await upload(b, {
      filename: 'big.png',
      contentType: 'image/png',
      content: padded(LIMITS.maxUploadBytes),
    });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const url = atLimit.json().data.fighterImageUrl;

    const over = await upload(b, {
      filename: 'big.png',
      contentType: 'image/png',
      content: padded(LIMITS.maxUploadBytes + 1),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ status: 0, message: 'File size should not exceed 5 MB.' });
    expect(await readImageUrl(b)).toBe(url);
  });

  it('refuses a text file named .png with 415 and keeps the current photo', async () => {
    const before = await readImageUrl(a);
    const res = await upload(a, {
      filename: 'photo.png',
      contentType: 'image/png',
      content: Buffer.from('this is not an image, only text pretending to be a PNG\n'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ status: 0, message: 'Only JPG, PNG, WebP or GIF images are accepted.' });
    expect(await readImageUrl(a)).toBe(before);
  });

  it('refuses a PNG header with a broken body with 415', async () => {
    const png = await pngImage();
    const res = await upload(a, { filename: 'broken.png', contentType: 'image/png', content: png.subarray(0, 40) });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a form without the fighterImage file with 400', async () => {
    const res = await upload(a, { filename: 'empty.png', contentType: 'image/png', content: Buffer.alloc(0) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose an image to upload as fighterImage.');
  });

  it('refuses the photo under another field name with 400', async () => {
    const form = multipartFile('galleryImage', {
      filename: 'me.png',
      contentType: 'image/png',
      content: await pngImage(),
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Fighters/UpdateFighterProfileImage/${a.id}`,
      headers: { 'x-auth-token': a.token, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a JSON body with 415', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Fighters/UpdateFighterProfileImage/${a.id}`,
      headers: { 'x-auth-token': a.token },
      payload: { fighterImage: 'data:image/png;base64,AAAA' },
    });
    expect(res.statusCode).toBe(415);
  });
});
