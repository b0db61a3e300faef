import type { Event, WithContext } from 'schema-dts';
import {
  ACADEMY_NAME,
  CURRENCY,
  EVENT_DURATION_MINUTES,
  eventPagePath,
  languagePath,
  SHARE_IMAGE,
  type AcademyEvent,
  type EventReply,
  type Language,
} from '@academy/contract';
import type { CachedBytes } from '../../http/cached-bytes.ts';
import { HttpError } from '../../http/http-error.ts';
import type { DataPage, PageHead, PageImage } from '../../http/data-page.ts';
import { imageKeyOf } from '../../storage/image-store.ts';
import { formatIstDateTime, istIso } from '../../lib/ist-date.ts';
import type { PageDeps } from '../feature.ts';
import { visitorEventReply } from './service.ts';
import { listEvents } from './queries.ts';

/** Longer than any id the app makes: such an address names no event, and is not worth a query. */
const MAX_ID_LENGTH = 64;
/** How much of the description a link preview carries after the date and address. */
const SUMMARY_LENGTH = 140;
/** The description's first words, on one line, cut at a word and marked when cut. */
function summaryOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= SUMMARY_LENGTH) return line;
  const cut = line.slice(0, SUMMARY_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SUMMARY_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}

/**
 * The event as schema.org's Event, with the properties Google's event rich results require and recommend: its
 * start with IST's offset and an end two hours later, its place (the event's one address, in India), its poster,
 * the entry fee as an offer in rupees (0 when free) that sells out with the seats, and the academy as organizer.
 */
export function eventJsonLd(
  event: AcademyEvent,
  page: { url: string; images: string[]; origin: string },
): WithContext<Event> {
  const start = Date.parse(event.eventDateTime);
  const seatsLeft = event.totalSeats - event.totalBookings;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.eventName,
    description: event.eventDescription,
    url: page.url,
    startDate: istIso(start),
    endDate: istIso(start + EVENT_DURATION_MINUTES * 60_000),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.address,
      address: { '@type': 'PostalAddress', streetAddress: event.address, addressCountry: 'IN' },
    },
    image: page.images,
    offers: {
      '@type': 'Offer',
      url: page.url,
      price: event.entryFee,
      priceCurrency: CURRENCY,
      availability: seatsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      validFrom: istIso(event.createdAt),
    },
    organizer: { '@type': 'Organization', name: ACADEMY_NAME, url: page.origin },
  };
}

/**
 * /events/:id as the server sends it (decision 032): the event's name, its date in IST, address and the start of its
 * description in the Open Graph and Twitter tags, its poster as the preview's picture, and the event as schema.org
 * JSON-LD, so a link shared on WhatsApp previews the event and a search engine can list it as one. An unknown event
 * is a 404; a past one keeps its page (it says the event has taken place).
 */
export function eventPage(deps: Pick<PageDeps, 'db' | 'translator' | 'config' | 'images' | 'lists'>): DataPage {
  const origin = deps.config.publicOrigin;
  /**
   * Each head by the reply it was written from: a visitor's event, which the events list's cache keeps and replaces
   * on any change, so a head lives exactly as long as the event it shows is unchanged (decision 084).
   */
  const heads = new WeakMap<CachedBytes, Promise<PageHead>>();

  async function posterOf(event: AcademyEvent, language: Language): Promise<PageImage | undefined> {
    if (!event.eventImageUrl) return undefined;
    const key = imageKeyOf(event.eventImageUrl);
    const size = key ? await deps.images.displaySize(key) : null;
    return {
      path: event.eventImageUrl,
      ...size,
      alt: deps.translator.t(language, 'events.banner.posterAlt', { name: event.eventName }),
    };
  }

  async function headOf(event: AcademyEvent, language: Language): Promise<PageHead> {
    const { t } = deps.translator.in(language);
    const poster = await posterOf(event, language);
    const url = `${origin}${languagePath(language, eventPagePath(event._id))}`;
    return {
      title: event.eventName,
      description: t('events.share.description', {
        date: formatIstDateTime(event.eventDateTime, language),
        address: event.address,
        summary: summaryOf(event.eventDescription),
      }),
      image: poster,
      type: 'article',
      jsonLd: eventJsonLd(event, { url, origin, images: [`${origin}${poster?.path ?? SHARE_IMAGE.path}`] }),
    };
  }

  return {
    path: '/events/:id',
    async head({ id = '' }, language) {
      if (id.length > MAX_ID_LENGTH) return null;
      let reply: CachedBytes;
      try {
        reply = await visitorEventReply(deps, id, language);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
      let head = heads.get(reply);
      if (!head) {
        head = headOf((JSON.parse(reply.body.toString('utf8')) as EventReply).event, language);
        heads.set(reply, head);
        head.catch(() => heads.delete(reply));
      }
      return head;
    },
    async sitemapEntries() {
      return (await listEvents(deps.db)).map((row) => ({ params: { id: row.id }, lastModified: row.updatedAt }));
    },
  };
}
