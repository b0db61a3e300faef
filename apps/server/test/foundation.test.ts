import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthReplySchema } from '@academy/contract';
import { migrateToLatest } from '../src/db/database.ts';
import { ENDPOINTS } from './helpers/endpoints.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

describe(`foundation on ${testDialect}`, () => {
  let t: TestApp;
  let webDist: string;
  let homeHtml: string;

  beforeAll(async () => {
    const probe = await createTestApp();
    webDist = path.join(probe.config.dataDir, 'web');
    await probe.close();
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.mkdirSync(path.join(webDist, 'prerendered'));
    homeHtml = `<!doctype html><div id="root"><h1>prerendered home</h1><p>${'Oss! '.repeat(300)}</p></div>`;
    fs.writeFileSync(path.join(webDist, 'prerendered', 'home.html'), homeHtml);
    fs.writeFileSync(path.join(webDist, 'prerendered', 'home.html.br'), zlib.brotliCompressSync(homeHtml));
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('reports health with a reachable database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthReplySchema.parse(res.json());
    expect(body.status).toBe(1);
    expect(body.database).toEqual({ dialect: testDialect, reachable: true });
  });

  it('runs migrations idempotently', async () => {
    expect(await migrateToLatest(t.app.db)).toEqual([]);
    const tables = ['admins', 'fighters', 'passwordResets', 'events', 'bookings', 'galleryImages'] as const;
    for (const table of tables) {
      const rows = await t.app.db.selectFrom(table).selectAll().execute();
      expect(Array.isArray(rows)).toBe(true);
    }
  });

  it('serves index.html for SPA routes so a reload works', async () => {
    for (const url of ['/events', '/admin/dashboard', '/fighter/viewprofile', '/booking-confirmation?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves a prerendered page where the build made one', async () => {
    for (const url of ['/home', '/home?x=1', '/home/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<h1>prerendered home</h1>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the page the build compressed to a browser that accepts brotli, and a 304 once it has it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(homeHtml);
    const again = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API routes and missing files with a 404 envelope', async () => {
    for (const url of ['/api/nope', '/uploads/missing.webp', '/assets/missing.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: 0, message: expect.stringContaining('not found') });
    }
    const post = await t.app.inject({ method: 'POST', url: '/events' });
    expect(post.statusCode).toBe(404);
  });

  it('answers malformed and over-long addresses with the envelope', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/events/getEventById/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 0, message: 'The address is not valid.' });
    const long = await t.app.inject({ method: 'DELETE', url: `/api/Gallery/DeleteGalleryImage/${'a'.repeat(5000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ status: 0, message: 'The address is too long.' });
  });

  it('refuses NUL characters, which PostgreSQL text cannot hold, on both databases', async () => {
    const inPath = await t.app.inject({ method: 'GET', url: '/api/events/getEventById/%00' });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toEqual({ status: 0, message: 'The request contains an invalid character (NUL).' });
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/AdminLogin',
      payload: { email: 'a@b.in', password: 'x\u0000y' },
    });
    expect(inBody.statusCode).toBe(400);
  });

  it('answers malformed JSON with the error envelope and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/AdminLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({ status: 0, message: 'The request body is not valid JSON.' });
  });

  it('answers validation failures with 400 and a readable message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/AdminLogin',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: expect.stringContaining('Invalid email format.') });
  });

  it('publishes OpenAPI docs where every endpoint has its own operationId', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { operationId?: string }>>;
    expect(Object.keys(paths)).toContain('/api/health');
    const documented = Object.entries(paths).flatMap(([route, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${route}`, operation })),
    );
    const ids = documented.map(({ operation }) => operation.operationId);
    expect(documented.filter(({ operation }) => !operation.operationId).map(({ key }) => key)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const openApiPath = (endpoint: (typeof ENDPOINTS)[number]) =>
      `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    expect(documented.map(({ key }) => key).sort()).toEqual(ENDPOINTS.map(openApiPath).sort());
  });
});
