// Runs after the client and SSR builds: renders the public routes into copies of dist/index.html under
// dist/prerendered/, which the server sends for those routes (apps/server/src/http/spa-hosting.ts). Their absolute
// links carry a placeholder for the site's address, which the server fills in and then compresses the pages: the
// build writes no .br or .gz for them. The pages the server renders with their data (app/page-queries.ts) get, in
// dist-ssr/ beside the SSR bundle it renders them with, the head they then need (apps/server/src/http/page-rendering.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  addressInLanguage,
  DATA_PAGE_LINKS_FILE,
  RENDERED_PAGE_LINKS_FILE,
  RENDERED_PAGE_SHELLS,
  type Language,
} from '@academy/contract';
import { fontPreloads, MANIFEST_DIR, readManifest, routeHeadLinks } from './route-assets.ts';
import type * as EntryServer from '../src/entry-server.tsx';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const distSsr = path.join(webRoot, 'dist-ssr');
const ssrEntry = path.join(distSsr, 'entry-server.js');

const {
  renderRoute,
  pageTitle,
  pageHead,
  PRERENDERED_ROUTES,
  DATA_ROUTES,
  RECORD_ROUTES,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  languagePath,
  PAGE_QUERIES,
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

/**
 * The <link> tags of a route's head in a language: its script's font faces, its data, stylesheets and chunks; when
 * the server renders it with its data, only the faces and stylesheets its first paint needs.
 */
function headLinks(language: Language, route: EntryServer.PrerenderedRoute, rendered = false): string {
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
      rendered ? undefined : route.data && { ...route.data, url: addressInLanguage(route.data.url, language) },
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
}
const htmlTag = /<html lang="[^"]*">/;
if (!htmlTag.test(template)) throw new Error('dist/index.html lacks <html lang="...">');

/** A route's page: the template with the route's language, title, head and links, and `root` in #root. */
function routePage(address: string, language: Language, links: string, root: string): string {
  return template
    .replace(htmlTag, `<html lang="${language}">`)
    .replace(titleTag, () => `<title>${escapeHtml(pageTitle(address))}</title>`)
    .replace(descriptionTag, '')
    .replace('</head>', () => `  ${[pageHead(address), links].filter(Boolean).join('\n    ')}\n  </head>`)
    .replace(marker, () => `<div id="root">${root}</div>`);
}

const rendersWithData = (route: string) => Object.hasOwn(PAGE_QUERIES, route);

for (const language of LANGUAGE_CODES) {
  for (const route of PRERENDERED_ROUTES) {
    const address = languagePath(language, route.path);
    const { html } = await renderRoute(address, []);
    // Our CSP allows no inline script: a prerendered page that needs one would break in the browser.
    if (html.includes('<script')) throw new Error(`prerendered ${address} contains an inline script`);
    const file = path.join(dist, 'prerendered', `${address.slice(1)}.html`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, routePage(address, language, headLinks(language, route), html));
    console.log(`prerendered ${address} (${(html.length / 1024).toFixed(1)} KB)`);
    if (rendersWithData(route.path)) {
      // The server puts the page rendered with its data into #root, which the shell leaves empty.
      const shell = path.join(distSsr, RENDERED_PAGE_SHELLS, `${address.slice(1)}.html`);
      await fs.mkdir(path.dirname(shell), { recursive: true });
      await fs.writeFile(shell, routePage(address, language, headLinks(language, route, true), ''));
    }
  }
}
const linksByLanguage = (routes: readonly EntryServer.PrerenderedRoute[], rendered: boolean) =>
  Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      Object.fromEntries(routes.map((route) => [route.path, headLinks(language, route, rendered)])),
    ]),
  );
await fs.writeFile(
  path.join(dist, 'prerendered', DATA_PAGE_LINKS_FILE),
  JSON.stringify(linksByLanguage(DATA_ROUTES, false), null, 2),
);
await fs.writeFile(
  path.join(distSsr, RENDERED_PAGE_LINKS_FILE),
  JSON.stringify(
    linksByLanguage(
      RECORD_ROUTES.filter((route) => rendersWithData(route.path)),
      true,
    ),
    null,
    2,
  ),
);
// The manifest only served this script; the server must not publish it.
await fs.rm(path.join(dist, MANIFEST_DIR), { recursive: true, force: true });
