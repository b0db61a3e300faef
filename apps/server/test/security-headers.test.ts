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

  beforeAll(async () => {
    plain = await createTestApp();
    tls = await createTestApp({ PUBLIC_URL: 'https://kaizenkarate.example' });
  });
  afterAll(async () => {
    await plain?.close();
    await tls?.close();
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

  it('sends HSTS only when the site is configured behind TLS', async () => {
    const withoutTls = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(withoutTls.headers['strict-transport-security']).toBeUndefined();
    const withTls = await tls.app.inject({ method: 'GET', url: '/api/health' });
    expect(withTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
