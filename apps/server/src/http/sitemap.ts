import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languagePath } from '@academy/contract';
import { cachedBytes, sendCachedBytes } from './cached-bytes.ts';
import { routeWith, type DataPage } from './data-page.ts';

/**
 * The addresses no search engine should crawl: the admin's and fighters' areas (apps/web/src/app/router.tsx), the
 * API, and the public pages that only one person has a use for (a booking's confirmation, a payment, a consent link,
 * a freed seat's offer), in every language.
 */
const PRIVATE_PREFIXES = ['/admin', '/fighter', '/api/'];
const PERSONAL_PAGES = ['/booking-confirmation', '/pay/', '/consent', '/events/offer/', '/messages/stop'];

/** One page of the site in every language, with when it last changed if that is known. */
interface SitemapPage {
  route: string;
  lastModified?: string;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The sitemaps.org XML: one <url> per page and language, each naming the page in every language (and x-default,
 * the English one) as Google asks of translated pages.
 */
export function sitemapXml(pages: readonly SitemapPage[], publicOrigin: string): string {
  const absolute = (route: string) => escapeXml(`${publicOrigin}${route}`);
  const urls = pages.flatMap(({ route, lastModified }) => {
    const alternates = [
      ...LANGUAGE_CODES.map(
        (code) => `<xhtml:link rel="alternate" hreflang="${code}" href="${absolute(languagePath(code, route))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(languagePath(DEFAULT_LANGUAGE, route))}"/>`,
    ];
    return LANGUAGE_CODES.map((language) =>
      [
        '  <url>',
        `    <loc>${absolute(languagePath(language, route))}</loc>`,
        ...(lastModified ? [`    <lastmod>${escapeXml(lastModified)}</lastmod>`] : []),
        ...alternates.map((link) => `    ${link}`),
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicOrigin: string): string {
  const personal = LANGUAGE_CODES.flatMap((language) => PERSONAL_PAGES.map((page) => languagePath(language, page)));
  return [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PREFIXES, ...personal].map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * /sitemap.xml and /robots.txt, written by the server because only it knows the site's address (PUBLIC_URL) and
 * the records that have pages. The sitemap lists the prerendered public pages and every address of the data pages
 * (an open batch's, an event's), each in every language. Both are pages of the site, not of the API: left out of
 * its OpenAPI document, like the data pages.
 */
export function registerSitemap(
  app: FastifyInstance,
  site: { publicOrigin: string; staticRoutes: readonly string[]; dataPages: readonly DataPage[] },
) {
  const robots = cachedBytes(Buffer.from(robotsTxt(site.publicOrigin)), 'text/plain; charset=utf-8');
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => sendCachedBytes(request, reply, robots));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const dataPages = await Promise.all(
      site.dataPages.map(async (page) =>
        (await page.sitemapEntries()).map(({ params, lastModified }) => ({
          route: routeWith(page.path, params),
          lastModified,
        })),
      ),
    );
    const pages = [...site.staticRoutes.map((route) => ({ route })), ...dataPages.flat()];
    return sendCachedBytes(
      request,
      reply,
      cachedBytes(Buffer.from(sitemapXml(pages, site.publicOrigin)), 'application/xml; charset=utf-8'),
    );
  });
}
