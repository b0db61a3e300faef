import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  ACADEMY_NAME,
  batchReplySchema,
  ENDPOINTS,
  loadCatalog,
  type Batch,
  type BatchFields,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { meta, metas, SHELL } from './helpers/page-head.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

describe(`a batch page's share preview, written by the server, on ${testDialect}`, () => {
  let webDist: string;
  let t: TestApp;
  let admin: string;
  let batch: Batch;

  async function createBatch(fields: Partial<BatchFields>): Promise<Batch> {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.CreateBatch.path,
      headers: { 'x-auth-token': admin },
      payload: {
        name: 'Evening Kids Karate',
        program: 'Kids Karate',
        level: 'White to Yellow',
        minAge: 6,
        maxAge: 12,
        place: 'Main hall, Kothrud, Pune',
        weekdays: ['mon', 'wed', 'fri'],
        startTime: '18:00',
        endTime: '19:00',
        capacity: 20,
        monthlyFee: 1500,
        instructor: 'Sensei Kavya Reddy',
        startDate: academyToday(),
        ...fields,
      } satisfies BatchFields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return batchReplySchema.parse(res.json()).batch;
  }

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), SHELL);
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://kaizen.example.in' });
    admin = await adminToken(t.app);
    // A name that would break out of an attribute, or open a tag, if it were not escaped.
    batch = await createBatch({ name: 'Tigers "A" <Juniors> & Co', place: 'Hall <2>, "Kothrud"' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("puts the batch's name, schedule, place and fee into its Open Graph tags, escaped", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/classes/${batch.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).not.toContain('<Juniors>');
    expect(html).not.toContain('"A"');
    expect(meta(html, 'og:title')).toBe('Tigers "A" <Juniors> & Co');
    expect(html).toContain(`<title>Tigers &quot;A&quot; &lt;Juniors&gt; &amp; Co | ${ACADEMY_NAME}</title>`);
    const description = 'Kids Karate · Mon · Wed · Fri · 6:00 PM – 7:00 PM IST · Hall <2>, "Kothrud" · ₹1,500 a month';
    expect(meta(html, 'og:description')).toBe(description);
    // The site's own description gives way to the batch's: one description only.
    expect(metas(html, 'description')).toEqual([description]);
    expect(meta(html, 'og:url')).toBe(`https://kaizen.example.in/classes/${batch.id}`);
    expect(meta(html, 'og:image')).toBe('https://kaizen.example.in/og-image.jpg');
    expect(meta(html, 'og:site_name')).toBe(ACADEMY_NAME);
    expect(html).toContain(`hreflang="hi" href="https://kaizen.example.in/hi/classes/${batch.id}"`);
    expect(html).toContain(`hreflang="mr" href="https://kaizen.example.in/mr/classes/${batch.id}"`);
    expect(html).toContain('<div id="root"></div>');
  });

  it('writes the Hindi page in Hindi', async () => {
    const hindi = await loadCatalog('hi');
    const res = await t.app.inject({ method: 'GET', url: `/hi/classes/${batch.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi">');
    const description = meta(res.body, 'og:description')!;
    expect(description).toContain(hindi['classes.program.kidsKarate']);
    expect(description).toContain(`${hindi['classes.weekday.mon']} · ${hindi['classes.weekday.wed']}`);
    expect(meta(res.body, 'og:locale')).toBe('hi_IN');
    expect(meta(res.body, 'og:url')).toBe(`https://kaizen.example.in/hi/classes/${batch.id}`);
  });

  it('writes the Marathi page in Marathi', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/mr/classes/${batch.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="mr">');
    expect(meta(res.body, 'og:description')).toBe(
      'मुलांसाठी कराटे · सोम · बुध · शुक्र · संध्याकाळ 6:00 – 7:00 IST · Hall <2>, "Kothrud" · दरमहा ₹1,500',
    );
    expect(meta(res.body, 'og:locale')).toBe('mr_IN');
    expect(meta(res.body, 'og:url')).toBe(`https://kaizen.example.in/mr/classes/${batch.id}`);
  });

  it('answers 404, with the app to say so, for an unknown batch and for an ended one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/classes/no-such-batch' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(meta(unknown.body, 'og:title')).toBeUndefined();

    const ended = await createBatch({ name: 'Old Saturday batch' });
    const before = await t.app.inject({ method: 'GET', url: `/classes/${ended.id}` });
    expect(meta(before.body, 'og:title')).toBe('Old Saturday batch');
    const end = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.SetBatchStatus.path.replace(':id', ended.id),
      headers: { 'x-auth-token': admin },
      payload: { status: 'ended' },
    });
    expect(end.statusCode, end.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/hi/classes/${ended.id}` });
    expect(after.statusCode).toBe(404);
    expect(after.body).toContain('<html lang="hi">');
    expect(after.body).not.toContain('Old Saturday batch');
  });

  it('leaves the list page and other addresses to the app', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/classes' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toBe(SHELL);
  });
});
