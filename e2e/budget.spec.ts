import zlib from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';

/** Issue 6 budget: /home loads at most 100 KB of gzip JavaScript, and public pages never load admin or fighter code. */
const HOME_JS_BUDGET = 100 * 1024;
const PRIVATE_MARKERS = [
  'Fighters List',
  'Total Fighters',
  'Gallery List',
  'Events List',
  'Update Profile',
  'bookings.pdf',
  'Update & Save',
];

for (const path of ['/home', '/about-us', '/gallery', '/events']) {
  test(`${path} loads no admin or fighter code`, async ({ page, baseURL }) => {
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.url().startsWith(baseURL!)) return;
      scripts.set(response.url(), await response.body());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scripts.size).toBeGreaterThan(0);
    for (const [url, body] of scripts) {
      const text = body.toString('utf8');
      for (const marker of PRIVATE_MARKERS) expect(text.includes(marker), `${marker} in ${url}`).toBe(false);
    }
    if (path === '/home') {
      const gzipBytes = [...scripts.values()].reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0);
      console.log(`/home JavaScript: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
      expect(gzipBytes).toBeLessThanOrEqual(HOME_JS_BUDGET);
    }
  });
}

/** The modulepreload links of a page's HTML, as the server sends it. */
async function modulePreloads(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!).sort();
}

// /trial's markup is its whole form at first paint, so its chunks only hydrate it. Preloading them (31 on /trial)
// made Lighthouse count each as render-blocking: FCP 1.7 -> 2.7 s, performance 99 -> 91 (medians).
for (const path of ['/trial', '/hi/trial']) {
  test(`${path} preloads no chunk beyond the entry's own`, async ({ request }) => {
    const entry = await modulePreloads(request, '/home');
    expect(entry.length).toBeGreaterThan(0);
    expect(await modulePreloads(request, path)).toEqual(entry);
  });
}
