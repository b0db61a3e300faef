import type { SportsEvent, WithContext } from 'schema-dts';
import {
  ACADEMY_NAME,
  languagePath,
  SHARE_IMAGE,
  tournamentResultsPath,
  type Language,
  type Medallist,
  type TournamentResultsReply,
} from '@academy/contract';
import type { PageDeps } from '../feature.ts';
import type { DataPage, PageImage } from '../../http/data-page.ts';
import { HttpError } from '../../http/http-error.ts';
import { formatIstDay, istIso } from '../../lib/ist-date.ts';
import { imageKeyOf } from '../../storage/image-store.ts';
import { listTournamentEvents } from './queries.ts';
import { cachedTournamentResults } from './results.ts';

/** Longer than any id the app makes: such an address names no event, and is not worth a query. */
const MAX_ID_LENGTH = 64;
/** The clubs a link preview names from the top of the medal table. */
const PREVIEW_CLUBS = 3;
const SPORT = 'Karate';

/** A category's podium as schema.org competitors: the medallists' names and clubs, nothing else about them. */
const competitorsOf = (category: TournamentResultsReply['categories'][number]) =>
  [category.first, category.second, ...category.third]
    .filter((medallist): medallist is Medallist => medallist !== null)
    .map((medallist) => ({
      '@type': 'Person' as const,
      name: medallist.athleteName,
      ...(medallist.club && { memberOf: { '@type': 'SportsOrganization' as const, name: medallist.club } }),
    }));

/**
 * The tournament as schema.org's SportsEvent (sport: Karate), on its day in IST at its address, organised by the
 * academy, with each published category as a sub-event whose competitors are its medallists so far.
 */
export function resultsJsonLd(
  results: TournamentResultsReply,
  page: { url: string; image: string; origin: string; description: string },
): WithContext<SportsEvent> {
  const location = {
    '@type': 'Place' as const,
    name: results.address,
    address: { '@type': 'PostalAddress' as const, streetAddress: results.address, addressCountry: 'IN' },
  };
  const startDate = istIso(results.eventDateTime);
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: results.eventName,
    description: page.description,
    url: page.url,
    sport: SPORT,
    startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location,
    image: [page.image],
    organizer: { '@type': 'Organization', name: ACADEMY_NAME, url: page.origin },
    subEvent: results.categories.map((category) => ({
      '@type': 'SportsEvent',
      name: category.name,
      sport: SPORT,
      startDate,
      location,
      competitor: competitorsOf(category),
    })),
  };
}

/**
 * /events/:id/results as the server sends it (decision 052): "Results: <tournament>", the day and the top of the
 * medal table (or, before any medal, how many categories are drawn) in the Open Graph and Twitter tags, the poster as
 * the preview's picture, and the tournament as schema.org JSON-LD, in the page's language. Its data is the cached
 * results reply the page itself fetches. An event that is not a tournament is a 404.
 */
export function resultsPage(deps: PageDeps): DataPage {
  const origin = deps.config.publicOrigin;

  async function posterOf(results: TournamentResultsReply, language: Language): Promise<PageImage | undefined> {
    if (!results.eventImageUrl) return undefined;
    const key = imageKeyOf(results.eventImageUrl);
    const size = key ? await deps.images.displaySize(key) : null;
    return {
      path: results.eventImageUrl,
      ...size,
      alt: deps.translator.t(language, 'events.banner.posterAlt', { name: results.eventName }),
    };
  }

  return {
    path: '/events/:id/results',
    async head({ id = '' }, language) {
      if (id.length > MAX_ID_LENGTH) return null;
      let results: TournamentResultsReply;
      try {
        const snapshot = await cachedTournamentResults(deps, id, language);
        results = JSON.parse(snapshot.body.toString('utf8')) as TournamentResultsReply;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
      const { t } = deps.translator.in(language);
      const day = formatIstDay(results.eventDateTime, language);
      const description =
        results.medals.length === 0
          ? t('tournaments.results.share.coming', { day, count: results.categories.length })
          : t('tournaments.results.share.medals', {
              day,
              top: results.medals
                .slice(0, PREVIEW_CLUBS)
                .map((row) => t('tournaments.results.share.club', { ...row }))
                .join(' · '),
            });
      const poster = await posterOf(results, language);
      const url = `${origin}${languagePath(language, tournamentResultsPath(results.eventId))}`;
      return {
        title: t('tournaments.results.title', { name: results.eventName }),
        description,
        image: poster,
        type: 'article',
        jsonLd: resultsJsonLd(results, {
          url,
          origin,
          description,
          image: `${origin}${poster?.path ?? SHARE_IMAGE.path}`,
        }),
      };
    },
    async sitemapEntries() {
      return (await listTournamentEvents(deps.db)).map((row) => ({ params: { id: row.eventId } }));
    },
  };
}
