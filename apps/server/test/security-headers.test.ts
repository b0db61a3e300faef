import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe(`security headers on ${testDialect}`, () => {
  let plain: TestApp;
  let tls: TestApp;
  let built: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-csp-'));
  // A build's index.html as apps/web/build/app-start.ts leaves it: one inline script, which starts the app.
  const startScript = '(function startApp(win) { win.document.title = "started"; })(window)';
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html lang="en"><head><template id="app-start"></template></head><body><div id="root"></div><script>${startScript}</script></body></html>`,
  );

  beforeAll(async () => {
    plain = await createTestApp();
    tls = await createTestApp({ PUBLIC_URL: 'https://kaizenkarate.example' });
    built = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await plain?.close();
    await tls?.close();
    await built?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a CSP without inline or eval scripts that forbids framing', async () => {
    for (const url of ['/api/health', '/api/nope', '/home']) {
      const res = await plain.app.inject({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it("allows the built pages' one inline script by its hash, on every page and reply", async () => {
    const hash = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;
    for (const url of ['/home', '/admin/login', '/api/health']) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(directives(String(res.headers['content-security-policy'])).get('script-src'), url).toEqual([
        "'self'",
        hash,
      ]);
    }
  });

  it('sends HSTS only when the site is configured behind TLS', async () => {
    const withoutTls = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(withoutTls.headers['strict-transport-security']).toBeUndefined();
    const withTls = await tls.app.inject({ method: 'GET', url: '/api/health' });
    expect(withTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
