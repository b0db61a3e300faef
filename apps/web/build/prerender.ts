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
import { fontPreloads, inlineRouteStyles, MANIFEST_DIR, readManifest, routeHeadLinks } from './route-assets.ts';
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
const DEVANAGARI_FACES = /noto-sans-devanagari-hindi-marathi-/;
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

/** The catalog parts a route loads in a language: the entry carries the English frame's words, not another's. */
function routeMessages(language: Language, route: EntryServer.PrerenderedRoute): string[] {
  const areas = language === DEFAULT_LANGUAGE ? route.areas : ['public', ...route.areas];
  return areas.map((area) => `virtual:messages/${language}/${area}`);
}

/** The <link> tags of a route's head in a language: its script's font faces, its data, stylesheets and chunks. */
function headLinks(language: Language, route: EntryServer.PrerenderedRoute): string {
  const faces = SCRIPT_FACES[language];
  return [
    faces && fontPreloads(manifest, faces),
    // The list in the page's language, as the app then fetches it (api-client.ts): the preload cannot send it.
    routeHeadLinks(
      manifest,
      [...route.modules, ...routeMessages(language, route)],
      route.data && { ...route.data, url: addressInLanguage(route.data.url, language) },
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * The head of a route the server renders with its content: its script's font faces and its stylesheets, written in;
 * its chunks and data are not preloaded, as they only hydrate a page already painted.
 */
async function renderedHead(language: Language, route: EntryServer.PrerenderedRoute): Promise<string> {
  const faces = SCRIPT_FACES[language];
  const styles = await inlineRouteStyles(manifest, dist, [...route.modules, ...routeMessages(language, route)]);
  return [faces && fontPreloads(manifest, faces), styles].filter(Boolean).join('\n    ');
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
      await fs.writeFile(shell, routePage(address, language, await renderedHead(language, route), ''));
    }
  }
}
const dataPageLinks = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [
    language,
    Object.fromEntries(DATA_ROUTES.map((route) => [route.path, headLinks(language, route)])),
  ]),
);
await fs.writeFile(path.join(dist, 'prerendered', DATA_PAGE_LINKS_FILE), JSON.stringify(dataPageLinks, null, 2));
const renderedPageLinks: Record<string, Record<string, string>> = {};
for (const language of LANGUAGE_CODES) {
  renderedPageLinks[language] = {};
  for (const route of RECORD_ROUTES.filter((record) => rendersWithData(record.path))) {
    renderedPageLinks[language][route.path] = await renderedHead(language, route);
  }
}
await fs.writeFile(path.join(distSsr, RENDERED_PAGE_LINKS_FILE), JSON.stringify(renderedPageLinks, null, 2));
// The manifest only served this script; the server must not publish it.
await fs.rm(path.join(dist, MANIFEST_DIR), { recursive: true, force: true });
