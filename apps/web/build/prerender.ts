// Runs after the client and SSR builds: renders the public routes into copies of dist/index.html under
// dist/prerendered/, which the server sends for those routes (apps/server/src/http/spa-hosting.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressFile } from './precompress.ts';
import type * as EntryServer from '../src/entry-server.tsx';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const ssrEntry = path.join(webRoot, 'dist-ssr', 'entry-server.js');

const { renderRoute, PRERENDERED_ROUTES } = (await import(pathToFileURL(ssrEntry).href)) as typeof EntryServer;
const template = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
const marker = '<div id="root"></div>';
if (!template.includes(marker)) throw new Error(`dist/index.html lacks ${marker}`);

await fs.mkdir(path.join(dist, 'prerendered'), { recursive: true });
for (const route of PRERENDERED_ROUTES) {
  const html = await renderRoute(route);
  // Our CSP allows no inline script: a prerendered page that needs one would break in the browser.
  if (html.includes('<script')) throw new Error(`prerendered ${route} contains an inline script`);
  const file = path.join(dist, 'prerendered', `${route.slice(1)}.html`);
  await fs.writeFile(file, template.replace(marker, `<div id="root">${html}</div>`));
  await compressFile(file);
  console.log(`prerendered ${route} (${(html.length / 1024).toFixed(1)} KB)`);
}
await fs.rm(path.join(webRoot, 'dist-ssr'), { recursive: true, force: true });
