import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Kaizen Karate Academy</title></head><body><div id="root"></div></body></html>';
const WORKER = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2048)}`;

/** The staff app's files as the build writes them (apps/web/build/staff-app.ts), decision 042. */
describe(`the staff app's service worker and manifest, served on ${testDialect}`, () => {
  let webDist: string;
  let t: TestApp;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), SHELL);
    fs.writeFileSync(path.join(webDist, 'sw.js'), WORKER);
    fs.writeFileSync(path.join(webDist, 'sw.js.br'), zlib.brotliCompressSync(WORKER));
    fs.writeFileSync(path.join(webDist, 'staff.webmanifest'), JSON.stringify({ name: 'Kaizen Staff' }));
    fs.mkdirSync(path.join(webDist, 'icons'));
    fs.writeFileSync(path.join(webDist, 'icons', 'staff-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'export {};');
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the worker as JavaScript that the browser must ask for each time, compressed or not', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      expect(res.headers['service-worker-allowed']).toBeUndefined();
    }
    const br = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('allows the worker and the manifest by its CSP, and serves the manifest as one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/staff.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ method: 'GET', url: '/admin/classes' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it('answers every staff address with the shell, and keeps the build files cached for a year', async () => {
    for (const url of ['/admin/', '/admin/classes/b1/attendance?day=2026-05-11']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(SHELL);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/icons/staff-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });
});
