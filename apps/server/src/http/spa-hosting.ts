import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  ACADEMY_NAME,
  DATA_PAGE_LINKS_FILE,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  languageOfPath,
  languagePath,
  PUBLIC_URL_PLACEHOLDER,
  SHARE_IMAGE,
  stripLanguage,
  type Language,
} from '@academy/contract';
import { cachedBytes, sendCachedBytes, type CachedBytes, type Encoding } from './cached-bytes.ts';
import { routeWith, type DataPage, type PageHead, type PageImage } from './data-page.ts';
import { pageRenderer, scriptJson } from './page-rendering.ts';
import { registerSitemap } from './sitemap.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const NOT_SPA = /^\/(api|uploads)(\/|$)/;
/**
 * The staff app's service worker and manifest (decision 042), at fixed addresses: the browser must ask the server
 * each time, or a phone would keep an old worker (and its old shell) for as long as a cache said. The worker's scope
 * is /admin/, below the folder it is served from, so it needs no Service-Worker-Allowed header.
 */
const ALWAYS_ASKED = new Set(['sw.js', 'staff.webmanifest']);
const HTML = 'text/html; charset=utf-8';

/** A built page with the .br and .gz files the build wrote beside it. */
function loadPage(file: string): CachedBytes {
  const encoded: Partial<Record<Encoding, Buffer>> = {};
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (fs.existsSync(file + suffix)) encoded[encoding] = fs.readFileSync(file + suffix);
  }
  return cachedBytes(fs.readFileSync(file), HTML, encoded);
}

/**
 * A prerendered page with the site's address in its absolute links (hreflang alternates, og:url, og:image), where
 * the build left a placeholder. The build compresses no such page, since its copies would hold the placeholder:
 * its .br and .gz are made here, once, at the build's levels, off the event loop and in parallel.
 */
async function loadPrerenderedPage(file: string, publicOrigin: string): Promise<CachedBytes> {
  const html = fs.readFileSync(file, 'utf8');
  if (!html.includes(PUBLIC_URL_PLACEHOLDER)) return loadPage(file);
  const body = Buffer.from(html.replaceAll(PUBLIC_URL_PLACEHOLDER, publicOrigin));
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(body, { level: 9 }),
  ]);
  return cachedBytes(body, HTML, { br, gzip: gz });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inLanguage = (shell: string, language: Language) =>
  shell.replace(/<html lang="[^"]*">/, `<html lang="${language}">`);
/** Open Graph writes a locale with an underscore: hi-IN -> hi_IN. */
const ogLocale = (language: Language) => LANGUAGES[language].locale.replace('-', '_');

/**
 * index.html in a language, with a page's title, description, hreflang alternates, Open Graph and Twitter tags and
 * its JSON-LD, as apps/web/build/prerender.ts writes a prerendered page's (apps/web/src/app/page-head.ts); values
 * escaped.
 */
function shellWithHead(
  shell: string,
  page: PageHead & { language: Language; path: string; siteImageAlt: string },
  publicOrigin: string,
): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const absolute = (to: string) => escapeHtml(`${publicOrigin}${to}`);
  const address = languagePath(page.language, page.path);
  const image: PageImage = page.image ?? { ...SHARE_IMAGE, alt: page.siteImageAlt };
  const imageUrl = `${publicOrigin}${image.path}`;
  const tags = [
    meta('name', 'description', page.description),
    ...LANGUAGE_CODES.map(
      (code) => `<link rel="alternate" hreflang="${code}" href="${absolute(languagePath(code, page.path))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${absolute(page.path)}">`,
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:site_name', ACADEMY_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', `${publicOrigin}${address}`),
    meta('property', 'og:locale', ogLocale(page.language)),
    ...LANGUAGE_CODES.filter((code) => code !== page.language).map((code) =>
      meta('property', 'og:locale:alternate', ogLocale(code)),
    ),
    meta('property', 'og:image', imageUrl),
    ...(image.width && image.height
      ? [
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
        ]
      : []),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
    ...(page.jsonLd ? [`<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>`] : []),
  ];
  return (
    inLanguage(shell, page.language)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${page.title} | ${ACADEMY_NAME}`)}</title>`)
      // With its line: the page's own description comes with the rest of its head.
      .replace(/\n\s*<meta\s+name="description"[^>]*>/, '')
      .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`)
  );
}

/**
 * The <link> tags the build wrote for each data page's head (apps/web/build/prerender.ts), by language and route:
 * its stylesheets, chunks, font and data, so they download with the entry rather than after it has run.
 */
type DataPageLinks = Partial<Record<Language, Record<string, string>>>;

function loadDataPageLinks(prerenderedDir: string): DataPageLinks {
  const file = path.join(prerenderedDir, DATA_PAGE_LINKS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as DataPageLinks) : {};
}

function notFoundReply(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    status: 0,
    message: request.t('api.routeNotFound', { method: request.method, path: request.url.split('?')[0]! }),
  });
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any other
 * GET that is not /api or /uploads answered with index.html so a reload on /events works. `publicOrigin` is the
 * address the prerendered pages name themselves by (PUBLIC_URL). `dataPages` get their head written per request.
 * The public pages of data are rendered with it by the SSR bundle in `ssrDist` when the build wrote one.
 */
export async function registerSpaHosting(
  app: FastifyInstance,
  { webDist, ssrDist }: { webDist: string; ssrDist: string },
  publicOrigin: string,
  dataPages: readonly DataPage[] = [],
) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (!hasWebApp) {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
  } else {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (filePath.endsWith('.html') || ALWAYS_ASKED.has(path.basename(filePath).replace(/\.(br|gz)$/, ''))) {
          res.header('cache-control', 'no-cache');
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  // index.html and the public pages rendered at build time (apps/web/build/prerender.ts: /home ->
  // prerendered/home.html, /hi/home -> prerendered/hi/home.html) are answered from memory with their precompressed forms: they are the first request
  // of every visit and never change while the server runs.
  const index = hasWebApp ? loadPage(indexFile) : undefined;
  const prerenderedDir = path.join(webDist, 'prerendered');
  const pages = new Map<string, CachedBytes>(
    fs.existsSync(prerenderedDir)
      ? await Promise.all(
          fs
            .readdirSync(prerenderedDir, { recursive: true, encoding: 'utf8' })
            .filter((f) => f.endsWith('.html'))
            .map(
              async (f) =>
                [
                  `/${f.slice(0, -5).split(path.sep).join('/')}`,
                  await loadPrerenderedPage(path.join(prerenderedDir, f), publicOrigin),
                ] as const,
            ),
        )
      : [],
  );

  const shell = index?.body.toString('utf8');
  const dataPageLinks = loadDataPageLinks(prerenderedDir);
  const renderer = hasWebApp ? pageRenderer(app, ssrDist, publicOrigin) : undefined;
  /**
   * A page's shell (index.html with its head and the rendered page's links) by the head it was written from and its
   * address: a page that keeps its head while its record is unchanged (an event's) is written once, not for every
   * request, and the renderer finds the same string again (decision 084).
   */
  const shells = new WeakMap<PageHead, Map<string, string>>();
  for (const page of dataPages) {
    for (const language of LANGUAGE_CODES) {
      // A page, not part of the API: left out of its OpenAPI document.
      app.get<{ Params: Record<string, string> }>(
        languagePath(language, page.path),
        { schema: { hide: true } },
        async (request, reply) => {
          if (shell === undefined) return notFoundReply(request, reply);
          const head = await page.head(request.params, language);
          if (!head) {
            // The app then shows the page's own "not found" state; the status tells crawlers the address is gone.
            reply.code(404);
            return sendCachedBytes(request, reply, cachedBytes(Buffer.from(inLanguage(shell, language)), HTML));
          }
          const canonical = routeWith(page.path, request.params);
          const html = () =>
            shellWithHead(
              shell,
              {
                language,
                // The canonical address: the route with its parameters, whatever the request's own spelling.
                path: canonical,
                ...head,
                siteImageAlt: app.translator.t(language, 'public.meta.imageAlt', { name: ACADEMY_NAME }),
              },
              publicOrigin,
            );
          const withLinks = (text: string, links: string | undefined) =>
            links ? text.replace('</head>', () => `  ${links}\n  </head>`) : text;
          if (renderer) {
            let byAddress = shells.get(head);
            if (!byAddress) shells.set(head, (byAddress = new Map()));
            const shellKey = `${language}:${canonical}`;
            let renderShell = byAddress.get(shellKey);
            if (renderShell === undefined) {
              // A rendered page's head holds its stylesheets, whose text may have ':' in it, and names no record.
              renderShell = withLinks(html(), renderer.recordLinks(language, page.path));
              byAddress.set(shellKey, renderShell);
            }
            const rendered = await renderer.render(renderShell, {
              address: languagePath(language, canonical),
              route: page.path,
              params: request.params,
              language,
            });
            if (rendered) return sendCachedBytes(request, reply, rendered);
          }
          // The build's links name the record by the route's parameters (the address of its results' data).
          const links = dataPageLinks[language]?.[page.path];
          const skeleton = withLinks(html(), links && routeWith(links, request.params));
          return sendCachedBytes(request, reply, cachedBytes(Buffer.from(skeleton), HTML));
        },
      );
    }
  }

  if (index) {
    // The prerendered pages in the default language stand for their route: prerender.ts writes every route in
    // every language.
    const prefixed = new RegExp(`^/(${LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE).join('|')})/`);
    const staticRoutes = [...pages.keys()].filter((route) => !prefixed.test(route)).sort();
    registerSitemap(app, { publicOrigin, staticRoutes, dataPages });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(pathname) && !path.extname(pathname);
    if (!index || !wantsPage) return notFoundReply(request, reply);
    const listShell = renderer?.listShell(pathname);
    if (listShell) {
      return renderer!
        .render(listShell, {
          address: pathname,
          route: stripLanguage(pathname),
          params: {},
          language: languageOfPath(pathname),
        })
        .then((rendered) => sendCachedBytes(request, reply, rendered ?? pages.get(pathname) ?? index));
    }
    return sendCachedBytes(request, reply, pages.get(pathname) ?? index);
  });
}
