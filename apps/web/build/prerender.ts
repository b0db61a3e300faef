// Runs after the client and SSR builds: renders the public routes into copies of dist/index.html under
// dist/prerendered/, which the server sends for those routes (apps/server/src/http/spa-hosting.ts). Their absolute
// links carry a placeholder for the site's address, which the server fills in and then compresses the pages: the
// build writes no .br or .gz for them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addressInLanguage, DATA_PAGE_LINKS_FILE, type Language } from '@academy/contract';
import { fontPreloads, MANIFEST_DIR, readManifest, routeHeadLinks } from './route-assets.ts';
import type * as EntryServer from '../src/entry-server.tsx';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const ssrEntry = path.join(webRoot, 'dist-ssr', 'entry-server.js');

const {
  renderRoute,
  pageTitle,
  pageHead,
  PRERENDERED_ROUTES,
  DATA_ROUTES,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  languagePath,
} = (await import(pathToFileURL(ssrEntry).href)) as typeof EntryServer;
const template = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
const manifest = await readManifest(dist);
const marker = '<div id="root"></div>';
const DEVANAGARI_FACES = /noto-sans-devanagari-devanagari-/;
/**
 * The faces of the script a language is written in, when the system fonts do not cover it. Its pages preload them,
 * so their text paints in its own face at once (Lighthouse measured a layout shift of 0.09 on /hi/home without).
 */
const SCRIPT_FACES: Partial<Record<Language, RegExp>> = { hi: DEVANAGARI_FACES, mr: DEVANAGARI_FACES };
if (!template.includes(marker)) throw new Error(`dist/index.html lacks ${marker}`);
if (!template.includes('</head>')) throw new Error('dist/index.html lacks </head>');
const titleTag = /<title>[^<]*<\/title>/;
if (!titleTag.test(template)) throw new Error('dist/index.html lacks <title>');
// With its line: the page's own description comes with the rest of its head (pageHead).
const descriptionTag = /\n\s*<meta\s+name="description"[^>]*>/;
if (!descriptionTag.test(template)) throw new Error('dist/index.html lacks <meta name="description">');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

await fs.mkdir(path.join(dist, 'prerendered'), { recursive: true });

/** The <link> tags of a route's head in a language: its script's font faces, its data, stylesheets and chunks. */
function headLinks(language: Language, route: EntryServer.PrerenderedRoute): string {
  const faces = SCRIPT_FACES[language];
  // The entry carries the English frame's words; another language's come in a chunk of their own.
  const areas = language === DEFAULT_LANGUAGE ? route.areas : ['public', ...route.areas];
  const messages = areas.map((area) => `virtual:messages/${language}/${area}`);
  return [
    faces && fontPreloads(manifest, faces),
    // The list in the page's language, as the app then fetches it (api-client.ts): the preload cannot send it.
    routeHeadLinks(
      manifest,
      [...route.modules, ...messages],
      route.data && { ...route.data, url: addressInLanguage(route.data.url, language) },
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
}
const htmlTag = /<html lang="[^"]*">/;
if (!htmlTag.test(template)) throw new Error('dist/index.html lacks <html lang="...">');

for (const language of LANGUAGE_CODES) {
  for (const route of PRERENDERED_ROUTES) {
    const address = languagePath(language, route.path);
    const html = await renderRoute(address);
    // Our CSP allows no inline script: a prerendered page that needs one would break in the browser.
    if (html.includes('<script')) throw new Error(`prerendered ${address} contains an inline script`);
    const links = headLinks(language, route);
    const file = path.join(dist, 'prerendered', `${address.slice(1)}.html`);
    const page = template
      .replace(htmlTag, `<html lang="${language}">`)
      .replace(titleTag, () => `<title>${escapeHtml(pageTitle(address))}</title>`)
      .replace(descriptionTag, '')
      .replace('</head>', () => `  ${[pageHead(address), links].filter(Boolean).join('\n    ')}\n  </head>`)
      .replace(marker, () => `<div id="root">${html}</div>`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, page);
    console.log(`prerendered ${address} (${(html.length / 1024).toFixed(1)} KB)`);
  }
}
const dataPageLinks = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [
    language,
    Object.fromEntries(DATA_ROUTES.map((route) => [route.path, headLinks(language, route)])),
  ]),
);
await fs.writeFile(path.join(dist, 'prerendered', DATA_PAGE_LINKS_FILE), JSON.stringify(dataPageLinks, null, 2));
// The manifest only served this script; the server must not publish it.
await fs.rm(path.join(dist, MANIFEST_DIR), { recursive: true, force: true });
await fs.rm(path.join(webRoot, 'dist-ssr'), { recursive: true, force: true });
