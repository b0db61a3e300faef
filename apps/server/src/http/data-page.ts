import type { Language } from '@academy/contract';

/** A page's own picture for link previews: a path on this site, its size when known, and what it shows. */
export interface PageImage {
  path: string;
  width?: number;
  height?: number;
  alt: string;
}

/** What a data page puts into its head, in one language. */
export interface PageHead {
  title: string;
  description: string;
  /** The picture a link preview shows; the site's share picture (SHARE_IMAGE) when the page has none. */
  image?: PageImage;
  /** Open Graph's og:type; 'website' when not given. */
  type?: string;
  /** schema.org structured data, written as a JSON-LD script for search engines' rich results. */
  jsonLd?: object;
}

/** One address of a data page in the sitemap: its parameters, and when what it shows last changed (ISO). */
export interface SitemapEntry {
  params: Record<string, string>;
  lastModified?: string;
}

/**
 * A page whose <head> the server writes for each request, from data: link previews (WhatsApp, Facebook) and search
 * engines read a shared address's Open Graph tags without running JavaScript, and a page of one record (a batch)
 * cannot be prerendered at build time. The browser then renders the page as any other route.
 */
export interface DataPage {
  /** The page's route without a language prefix ('/classes/:id'); it is served in every language. */
  path: string;
  /** Its head in `language`, or null when the address names nothing (answered 404). */
  head(params: Record<string, string>, language: Language): Promise<PageHead | null>;
  /** Every address the page answers, for the sitemap (the same in every language). */
  sitemapEntries(): Promise<SitemapEntry[]>;
}

/** A data page's route with its parameters filled in: '/events/:id' and { id } -> '/events/abc'. */
export const routeWith = (route: string, params: Record<string, string>) =>
  route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
