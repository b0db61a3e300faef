import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/fixtures/chromium.ts';
import { loadWithApp } from '../../e2e/fixtures/hydration.ts';

export interface RouteBundle {
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: string[];
  cssFiles: string[];
}

/**
 * Loads each route in Chromium and sums the gzip size (level 9) of every script and stylesheet it fetched
 * from our origin, including lazy chunks the route pulls in.
 */
export async function measureBundles(baseUrl: string, paths: string[]): Promise<RouteBundle[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const results: RouteBundle[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies = new Map<string, { type: 'js' | 'css'; bytes: Buffer }>();
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if ((type !== 'script' && type !== 'stylesheet') || !response.url().startsWith(baseUrl)) return;
        try {
          bodies.set(response.url(), { type: type === 'script' ? 'js' : 'css', bytes: await response.body() });
        } catch {
          // a response that closed before its body was read (navigation) is not part of the route
        }
      });
      await loadWithApp(page, `${baseUrl}${path}`);
      await context.close();
      const sum = (type: 'js' | 'css') =>
        [...bodies.values()]
          .filter((b) => b.type === type)
          .reduce((n, b) => n + zlib.gzipSync(b.bytes, { level: 9 }).length, 0);
      const files = (type: 'js' | 'css') =>
        [...bodies.entries()].filter(([, b]) => b.type === type).map(([url]) => new URL(url).pathname);
      results.push({
        path,
        jsGzipBytes: sum('js'),
        cssGzipBytes: sum('css'),
        jsFiles: files('js'),
        cssFiles: files('css'),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
