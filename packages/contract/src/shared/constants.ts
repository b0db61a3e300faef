/** Constants without zod, so public pages can import them without the schema library. */
export const LIMITS = {
  /** Profile photo, gallery image and event image. */
  maxUploadBytes: 5 * 1024 * 1024,
  fightersPageSize: 5,
  otpLength: 4,
  otpValidityMinutes: 10,
  otpMaxAttempts: 5,
  passwordMinLength: 8,
  passwordMaxLength: 200,
  successDisplayMs: 5000,
  carouselIntervalsMs: [2000, 3000, 2000] as const,
  mediumScreenMinPx: 768,
  mastersShownSmall: 2,
  mastersShownMedium: 4,
  gallerySkeletonCount: 4,
  fightersSkeleton: { rows: 6, cells: 9 },
} as const;

/**
 * Stands for the site's public address in the prerendered pages' absolute links (hreflang alternates, og:url,
 * og:image): the build cannot know where the site will live, so the server fills in its PUBLIC_URL when it loads
 * the pages.
 */
export const PUBLIC_URL_PLACEHOLDER = '%ACADEMY_PUBLIC_URL%';

/**
 * The file, beside the prerendered pages, in which the build gives the server the <link> tags of each data page's
 * head ({ language: { '/events/:id': links } }), with the route's parameters (:id) left for the server to fill in.
 */
export const DATA_PAGE_LINKS_FILE = 'data-page-links.json';

/**
 * Beside the SSR bundle (apps/web/dist-ssr), for the pages the server renders with their data: the folder of the
 * list pages' shells (the prerendered page with an empty #root, by address: events.html, hi/events.html) and the
 * file of what the record pages' heads add ({ language: { '/events/:id': tags } }): font preloads and the route's
 * stylesheets written in, no preload of chunks or data, which only hydrate a page already painted.
 */
export const RENDERED_PAGE_SHELLS = 'shells';
export const RENDERED_PAGE_LINKS_FILE = 'rendered-page-links.json';

/** The academy's name as emails and documents print it; the web content module shows the same. */
export const ACADEMY_NAME = 'Kaizen Karate Academy';

/**
 * The picture of the site's link previews (apps/web/public): raster, since WhatsApp and others show no SVG. The
 * prerendered pages and the server's batch pages both name it.
 */
export const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 } as const;

export const TIME_ZONE = 'Asia/Kolkata';
/**
 * TIME_ZONE has been UTC+05:30 all year round since 1945: a date or a wall-clock time in it is arithmetic, with no
 * daylight saving to look up. A page's first time-zone formatter costs tens of milliseconds on a phone (ICU loads
 * its data), which plain arithmetic avoids.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const CURRENCY = 'INR';

/** date-fns patterns of the dates the product shows, always in IST. */
export const DATE_FORMATS = {
  list: 'dd MMM, yyyy',
  table: 'dd MMM, yyyy hh:mm a',
  adminTable: 'dd MMM, yyyy, hh:mm a',
  eventsPage: 'dd MMMM yyyy, hh:mm a',
} as const;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** Gallery categories; here so the public gallery's filter buttons need no zod. */
export const GALLERY_CATEGORIES = ['Training', 'Competition', 'Events'] as const;
