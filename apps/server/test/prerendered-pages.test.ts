import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_NAME, loadCatalog, PUBLIC_URL_PLACEHOLDER } from '@academy/contract';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const LOCALES = { hi: 'hi_IN', mr: 'mr_IN' } as const;
type OtherLanguage = keyof typeof LOCALES;

/**
 * A build's /hi/home and /mr/home as apps/web/build/prerender.ts writes them: lang, the language's title and
 * description, and absolute links that start with the placeholder for the site's address, with no .br or .gz beside.
 */
async function writeBuild(webDist: string) {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><div id="root"></div></html>');
  const descriptions = {} as Record<OtherLanguage, string>;
  for (const language of Object.keys(LOCALES) as OtherLanguage[]) {
    const words = await loadCatalog(language);
    const description = words['public.meta.description'].replace('{name}', ACADEMY_NAME);
    const alternates = ['hi', 'mr']
      .map((code) => `<link rel="alternate" hreflang="${code}" href="${PUBLIC_URL_PLACEHOLDER}/${code}/home">`)
      .join('\n    ');
    const page = `<!doctype html>
<html lang="${language}">
  <head>
    <title>${words['public.title.home']} | ${ACADEMY_NAME}</title>
    <meta name="description" content="${description}">
    <link rel="alternate" hreflang="en" href="${PUBLIC_URL_PLACEHOLDER}/home">
    ${alternates}
    <link rel="alternate" hreflang="x-default" href="${PUBLIC_URL_PLACEHOLDER}/home">
    <meta property="og:title" content="${words['public.title.home']} | ${ACADEMY_NAME}">
    <meta property="og:description" content="${description}">
    <meta property="og:url" content="${PUBLIC_URL_PLACEHOLDER}/${language}/home">
    <meta property="og:locale" content="${LOCALES[language]}">
    <meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/og-image.jpg">
  </head>
  <body><div id="root"><h1>${ACADEMY_NAME}</h1><p>${words['public.academy.summary'].repeat(20)}</p></div></body>
</html>
`;
    fs.mkdirSync(path.join(webDist, 'prerendered', language), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'prerendered', language, 'home.html'), page);
    descriptions[language] = description;
  }
  return descriptions;
}

function attribute(html: string, selector: RegExp): string | undefined {
  return selector.exec(html)?.[1];
}

describe('prerendered pages name the site by its public address', () => {
  let webDist: string;
  let descriptions: Record<OtherLanguage, string>;
  let site: TestApp;
  let local: TestApp;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-web-'));
    descriptions = await writeBuild(webDist);
    site = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://kaizen.example.in/' });
    local = await createTestApp({ WEB_DIST: webDist, PORT: '4321' });
  });
  afterAll(async () => {
    await site.close();
    await local.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(Object.keys(LOCALES) as OtherLanguage[])(
    'serves /%s/home in its language with absolute hreflang alternates and Open Graph tags',
    async (language) => {
      const res = await site.app.inject({ method: 'GET', url: `/${language}/home` });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).not.toContain(PUBLIC_URL_PLACEHOLDER);
      expect(attribute(html, /hreflang="en" href="([^"]+)"/)).toBe('https://kaizen.example.in/home');
      expect(attribute(html, /hreflang="hi" href="([^"]+)"/)).toBe('https://kaizen.example.in/hi/home');
      expect(attribute(html, /hreflang="mr" href="([^"]+)"/)).toBe('https://kaizen.example.in/mr/home');
      expect(attribute(html, /hreflang="x-default" href="([^"]+)"/)).toBe('https://kaizen.example.in/home');
      expect(attribute(html, /property="og:url" content="([^"]+)"/)).toBe(`https://kaizen.example.in/${language}/home`);
      expect(attribute(html, /property="og:image" content="([^"]+)"/)).toBe('https://kaizen.example.in/og-image.jpg');
      expect(attribute(html, /property="og:locale" content="([^"]+)"/)).toBe(LOCALES[language]);
      expect(attribute(html, /property="og:description" content="([^"]+)"/)).toBe(descriptions[language]);
      expect(descriptions[language]).toMatch(/[\u0900-\u097F]/);
    },
  );

  it('serves each language its own page, Marathi not Hindi', async () => {
    const marathi = await site.app.inject({ method: 'GET', url: '/mr/home' });
    expect(marathi.body).toContain('मुख्यपृष्ठ | Kaizen Karate Academy');
    expect(marathi.body).not.toContain('होम | Kaizen Karate Academy');
  });

  it('compresses the filled-in page, so a browser that takes brotli or gzip reads the same address', async () => {
    const plain = await site.app.inject({ method: 'GET', url: '/hi/home' });
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await site.app.inject({ method: 'GET', url: '/hi/home', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('without PUBLIC_URL, names the pages by http://localhost and the port', async () => {
    const res = await local.app.inject({ method: 'GET', url: '/hi/home' });
    expect(attribute(res.body, /hreflang="hi" href="([^"]+)"/)).toBe('http://localhost:4321/hi/home');
    expect(attribute(res.body, /property="og:image" content="([^"]+)"/)).toBe('http://localhost:4321/og-image.jpg');
  });
});
