import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ENGLISH,
  GALLERY_CATEGORIES,
  galleryItemReplySchema,
  galleryListReplySchema,
  LIMITS,
  type GalleryImage,
} from '@academy/contract';
import { seedDemoGallery } from '../src/seed/demo-gallery.ts';
import { adminToken, insertFighterWithToken } from './helpers/auth.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser would send it. */
function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----academy${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const picture = (width = 320, height = 240) =>
  sharp({ create: { width, height, channels: 3, background: { r: 179, g: 18, b: 31 } } });

const SAMPLES = {
  jpeg: { contentType: 'image/jpeg', make: () => picture().jpeg().toBuffer() },
  png: { contentType: 'image/png', make: () => picture().png().toBuffer() },
  webp: { contentType: 'image/webp', make: () => picture().webp().toBuffer() },
  gif: { contentType: 'image/gif', make: () => picture().gif().toBuffer() },
} as const;

/**
 * A phone-like photograph: detailed luminance at several scales, slowly changing colour and a little
 * sensor noise, saved as a 4000x3000 JPEG at the best quality that stays within the 5 MB limit.
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = width * height;
  const octave = async (scale: number, channels: 1 | 3) => {
    const w = Math.ceil(width / scale);
    const h = Math.ceil(height / scale);
    const small = randomBytes(w * h * channels);
    if (scale === 1) return small;
    return sharp(small, { raw: { width: w, height: h, channels } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
  };
  const detail = [
    { data: await octave(2, 1), weight: 0.3 },
    { data: await octave(8, 1), weight: 0.45 },
    { data: await octave(32, 1), weight: 0.6 },
    { data: await octave(128, 1), weight: 0.8 },
  ];
  const colour = await octave(400, 3);
  const sensor = await octave(1, 1);
  const raw = Buffer.alloc(pixels * 3);
  for (let p = 0; p < pixels; p++) {
    let light = 0;
    for (const { data, weight } of detail) light += ((data[p] ?? 128) - 128) * weight;
    light += ((sensor[p] ?? 128) - 128) * 0.12;
    for (let c = 0; c < 3; c++)
      raw[p * 3 + c] = Math.max(0, Math.min(255, (colour[p * 3 + c] ?? 128) * 0.6 + 50 + light * 0.9));
  }
  for (let quality = 96; quality >= 60; quality -= 2) {
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= LIMITS.maxUploadBytes) return jpeg;
  }
  throw new Error('could not make a phone photo under 5 MB');
}

describe(`gallery on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  let fighter: string;

  const upload = (fields: Record<string, string>, file: FilePart | undefined, token: string | null = admin) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/Gallery/CreateGalleryImage',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { 'x-auth-token': token } : {}) },
    });
  };

  const imageFile = (data: Buffer, contentType = 'image/jpeg', filename = 'photo.jpg'): FilePart => ({
    name: 'galleryImage',
    filename,
    contentType,
    data,
  });

  const uploadOk = async (title: string, category: string, data?: Buffer): Promise<GalleryImage> => {
    const res = await upload(
      { galleryTitle: title, galleryCategory: category },
      imageFile(data ?? (await SAMPLES.jpeg.make())),
    );
    expect(res.statusCode, res.body).toBe(201);
    return galleryItemReplySchema.parse(res.json()).data;
  };

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/Gallery/GetAllGalleryImages${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return galleryListReplySchema.parse(res.json()).data;
  };

  const diskPath = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
  const rowCount = async () => (await t.app.db.selectFrom('galleryImages').select('id').execute()).length;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    fighter = (await insertFighterWithToken(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('galleryImages').execute();
    fs.rmSync(path.join(t.config.uploadsDir, 'gallery'), { recursive: true, force: true });
  });

  it('answers an empty gallery with an empty data array', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Gallery/GetAllGalleryImages' });
    expect(res.json()).toEqual({ status: 1, message: expect.any(String), data: [] });
  });

  for (const [kind, sample] of Object.entries(SAMPLES)) {
    it(`accepts a ${kind.toUpperCase()} upload and stores WebP display and thumbnail files`, async () => {
      const res = await upload(
        { galleryTitle: `  ${kind} kata  `, galleryCategory: 'Training' },
        imageFile(await sample.make(), sample.contentType, `picture.${kind}`),
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = galleryItemReplySchema.parse(res.json());
      expect(body).toMatchObject({ status: 1, message: ENGLISH['api.galleryUploaded'] });
      const item = body.data;
      expect(item).toMatchObject({
        galleryTitle: `${kind} kata`,
        alt: `${kind} kata`,
        galleryCategory: 'Training',
        width: 320,
        height: 240,
      });
      expect(item.imageUrl).toMatch(/^\/uploads\/gallery\/[\w-]+\.webp$/);
      expect(item.thumbnailUrl).toBe(item.imageUrl.replace('.webp', '-thumb.webp'));
      expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);
      for (const url of [item.imageUrl, item.thumbnailUrl]) {
        expect((await sharp(diskPath(url)).metadata()).format).toBe('webp');
      }
      expect((await list()).map((i) => i._id)).toEqual([item._id]);
    });
  }

  it('serves the stored files with a one-year immutable cache', async () => {
    const item = await uploadOk('Kumite', 'Competition');
    for (const url of [item.imageUrl, item.thumbnailUrl]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('shrinks large pictures to a 1600 px display and a 480 px thumbnail', async () => {
    const item = await uploadOk('Wide', 'Events', await picture(3000, 2000).jpeg().toBuffer());
    expect([item.width, item.height]).toEqual([1600, 1067]);
    const thumb = await sharp(diskPath(item.thumbnailUrl)).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 320]);
  });

  it('lists newest first and filters by category', async () => {
    const training = await uploadOk('Warm-up', 'Training');
    const competition = await uploadOk('Final', 'Competition');
    const events = await uploadOk('Camp', 'Events');
    const training2 = await uploadOk('Drills', 'Training');
    expect((await list()).map((i) => i._id)).toEqual([training2._id, events._id, competition._id, training._id]);
    expect((await list('?galleryCategory=Training')).map((i) => i._id)).toEqual([training2._id, training._id]);
    expect((await list('?galleryCategory=Competition')).map((i) => i._id)).toEqual([competition._id]);
    expect((await list('?galleryCategory=Events')).map((i) => i.galleryTitle)).toEqual(['Camp']);
  });

  it('refuses an unknown category filter with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Gallery/GetAllGalleryImages?galleryCategory=Parties' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: 'Image Category must be one of Training, Competition, Events.' });
  });

  it('revalidates the list with an ETag: 304 while unchanged, 200 with a new tag after a change', async () => {
    await uploadOk('Kata', 'Training');
    const first = await t.app.inject({ method: 'GET', url: '/api/Gallery/GetAllGalleryImages' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/Gallery/GetAllGalleryImages',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await t.app.inject({
      method: 'GET',
      url: '/api/Gallery/GetAllGalleryImages',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);

    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/Gallery/GetAllGalleryImages?galleryCategory=Events',
      headers: { 'if-none-match': etag },
    });
    expect(filtered.statusCode).toBe(200);

    await uploadOk('Camp', 'Events');
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/Gallery/GetAllGalleryImages',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(galleryListReplySchema.parse(changed.json()).data).toHaveLength(2);
  });

  it('refuses a file of 5 MB + 1 byte with 413 and stores nothing', async () => {
    const jpegStart = await SAMPLES.jpeg.make();
    const oversize = Buffer.concat([jpegStart, Buffer.alloc(LIMITS.maxUploadBytes + 1 - jpegStart.length, 0x20)]);
    expect(oversize.length).toBe(5_242_881);
    const res = await upload({ galleryTitle: 'Huge', galleryCategory: 'Events' }, imageFile(oversize));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 0, message: ENGLISH['api.uploadTooLarge'] });
    expect(await rowCount()).toBe(0);
    expect(
      fs.existsSync(path.join(t.config.uploadsDir, 'gallery'))
        ? fs.readdirSync(path.join(t.config.uploadsDir, 'gallery'))
        : [],
    ).toEqual([]);
  });

  it('refuses an HTML file named .jpg with 415, whatever its declared type', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await upload(
      { galleryTitle: 'Sneaky', galleryCategory: 'Events' },
      imageFile(html, 'image/jpeg', 'photo.jpg'),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ status: 0, message: 'Only JPG, PNG, WebP or GIF images are accepted.' });
    expect(await rowCount()).toBe(0);
  });

  it('refuses a file that starts like a JPEG but is not a picture with 415', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really an image at all')]);
    const res = await upload({ galleryTitle: 'Broken', galleryCategory: 'Events' }, imageFile(fake));
    expect(res.statusCode).toBe(415);
    expect(await rowCount()).toBe(0);
  });

  it('answers a truncated multipart body with 400, not a server error', async () => {
    const body = multipart(
      { galleryTitle: 'Cut off', galleryCategory: 'Events' },
      imageFile(await SAMPLES.jpeg.make()),
    );
    for (const payload of [body.payload.subarray(0, body.payload.length - 40), Buffer.from('{}')]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Gallery/CreateGalleryImage',
        payload,
        headers: { ...body.headers, 'x-auth-token': admin },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, message: 'The upload could not be read. Please try again.' });
    }
    expect(await rowCount()).toBe(0);
  });

  it('strips GPS and other EXIF metadata from the stored files', async () => {
    const withGps = await picture()
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 5' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '18/1 31/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '73/1 51/1 0/1',
        },
      })
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.exif).toBeDefined();
    // 0x8825 is the GPS IFD pointer tag (little-endian, as libvips writes it).
    expect(input.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(input.exif!.toString('latin1')).toContain('PhoneCo');

    const item = await uploadOk('Location test', 'Training', withGps);
    for (const url of [item.imageUrl, item.thumbnailUrl]) {
      const stored = await sharp(diskPath(url)).metadata();
      expect(stored.exif, url).toBeUndefined();
      expect(fs.readFileSync(diskPath(url)).toString('latin1')).not.toContain('PhoneCo');
    }
  });

  it('applies the EXIF orientation before dropping it', async () => {
    // Orientation 6: the camera was turned, so a 320x240 sensor image is shown 240 wide and 320 high.
    const turned = await picture().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const item = await uploadOk('Portrait', 'Training', turned);
    expect([item.width, item.height]).toEqual([240, 320]);
  });

  it('requires the image, the title and the category (400 with clear messages)', async () => {
    const file = imageFile(await SAMPLES.jpeg.make());
    const cases: [Record<string, string>, FilePart | undefined, string][] = [
      [{ galleryCategory: 'Training' }, file, 'Image Title is required.'],
      [{ galleryTitle: '   ', galleryCategory: 'Training' }, file, 'Image Title is required.'],
      [{ galleryTitle: 'Kata' }, file, 'Image Category is required.'],
      [{ galleryTitle: 'Kata', galleryCategory: '' }, file, 'Image Category is required.'],
      [
        { galleryTitle: 'Kata', galleryCategory: 'Parties' },
        file,
        'Image Category must be one of Training, Competition, Events.',
      ],
      [{ galleryTitle: 'Kata', galleryCategory: 'Training' }, undefined, 'Image is required.'],
      [{}, undefined, 'Image is required. Image Title is required. Image Category is required.'],
    ];
    for (const [fields, part, message] of cases) {
      const res = await upload(fields, part);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ status: 0, message });
    }
    expect(await rowCount()).toBe(0);
  });

  it('lets only an admin upload: visitor 401, fighter 403', async () => {
    const file = imageFile(await SAMPLES.jpeg.make());
    const fields = { galleryTitle: 'Kata', galleryCategory: 'Training' };
    const visitor = await upload(fields, file, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ status: 0 });
    expect((await upload(fields, file, 'not-a-token')).statusCode).toBe(401);
    const asFighter = await upload(fields, file, fighter);
    expect(asFighter.statusCode).toBe(403);
    expect(asFighter.json()).toEqual({ status: 0, message: 'Only an admin can do this.' });
    expect(await rowCount()).toBe(0);
  });

  it('deletes the row and both files; a second delete is 404', async () => {
    const keep = await uploadOk('Keep', 'Training');
    const item = await uploadOk('Remove', 'Events');
    const files = [diskPath(item.imageUrl), diskPath(item.thumbnailUrl)];
    for (const file of files) expect(fs.existsSync(file)).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Gallery/DeleteGalleryImage/${item._id}`,
      headers: { 'x-auth-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: ENGLISH['api.galleryDeleted'] });
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(diskPath(keep.imageUrl))).toBe(true);
    expect((await list()).map((i) => i._id)).toEqual([keep._id]);
    expect((await t.app.inject({ method: 'GET', url: item.imageUrl })).statusCode).toBe(404);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/Gallery/DeleteGalleryImage/${item._id}`,
      headers: { 'x-auth-token': admin },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 0, message: 'Gallery image not found.' });
  });

  it('lets only an admin delete: visitor 401, fighter 403, and the image stays', async () => {
    const item = await uploadOk('Stays', 'Competition');
    const url = `/api/Gallery/DeleteGalleryImage/${item._id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const asFighter = await t.app.inject({ method: 'DELETE', url, headers: { 'x-auth-token': fighter } });
    expect(asFighter.statusCode).toBe(403);
    expect((await list()).map((i) => i._id)).toEqual([item._id]);
    expect(fs.existsSync(diskPath(item.imageUrl))).toBe(true);
  });

  it('turns a 5 MB phone photo into a thumbnail of at most 60 KB', async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(LIMITS.maxUploadBytes);
    const item = await uploadOk('Phone photo', 'Events', photo);
    const thumbBytes = fs.statSync(diskPath(item.thumbnailUrl)).size;
    const displayBytes = fs.statSync(diskPath(item.imageUrl)).size;
    console.log(
      `[gallery size figure] 4000x3000 JPEG of ${(photo.length / 1024 / 1024).toFixed(2)} MB -> ` +
        `thumbnail ${(thumbBytes / 1024).toFixed(1)} KB (480 px), display ${(displayBytes / 1024).toFixed(1)} KB (1600 px)`,
    );
    expect(thumbBytes).toBeLessThanOrEqual(60 * 1024);
    expect([item.width, item.height]).toEqual([1600, 1200]);
  }, 60_000);

  it('seeds four demo images per category once, only into an empty gallery', async () => {
    expect(await seedDemoGallery(t.app)).toBe(12);
    const all = await list();
    expect(all).toHaveLength(12);
    for (const category of GALLERY_CATEGORIES) {
      expect(all.filter((i) => i.galleryCategory === category)).toHaveLength(4);
    }
    // Landscape and portrait pictures, so the grid does not look like a spreadsheet.
    expect(all.some((i) => i.width > i.height)).toBe(true);
    expect(all.some((i) => i.height > i.width)).toBe(true);
    expect(all.slice(0, 3).map((i) => i.galleryCategory)).toEqual(['Training', 'Competition', 'Events']);
    for (const item of all) {
      expect(fs.existsSync(diskPath(item.imageUrl))).toBe(true);
      expect(fs.existsSync(diskPath(item.thumbnailUrl))).toBe(true);
    }
    expect(await seedDemoGallery(t.app)).toBe(0);
    expect(await list()).toHaveLength(12);
  }, 60_000);
});
