import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { stripLanguage, type MessageKey } from '@academy/contract';
import { academy } from '../config/academy.ts';
import { t } from '../lib/i18n.ts';

/**
 * Each route's document title, so tabs, history and bookmarks tell the pages apart. One table for the browser
 * (RouteEffects sets it on navigation) and the build (the prerendered HTML carries it before any JavaScript runs).
 * Keep it in step with the route tables: a path that matches no table is the 404 page.
 */
export type TitleTable = readonly (readonly [pattern: string, title: MessageKey])[];

const PUBLIC_TITLES: TitleTable = [
  ['/', 'public.title.home'],
  ['/home', 'public.title.home'],
  ['/about-us', 'public.title.aboutUs'],
  ['/gallery', 'public.title.gallery'],
  ['/classes', 'public.title.classes'],
  // The batch page then names itself by the batch, as the server's HTML does.
  ['/classes/:id', 'public.title.classes'],
  ['/trial', 'public.trial.book'],
  ['/privacy', 'public.title.privacy'],
  ['/consent', 'public.title.consent'],
  ['/messages/stop', 'public.title.stopMessages'],
  ['/verify', 'public.title.verify'],
  ['/verify/:number', 'public.title.verify'],
  ['/booking-confirmation', 'public.title.bookingConfirmation'],
  ['/pay/:id', 'public.title.pay'],
  ['/events/offer/:token', 'public.title.seatOffer'],
  // After the offer's: an event's own page and a tournament's results, which then name themselves by the event, as
  // the server's HTML does.
  ['/events/*', 'public.title.events'],
];

/**
 * The admin and fighter areas bring their own tables when their code loads (admin-titles.ts, fighter-titles.ts), with
 * their words in their own catalog areas: the public pages, /home first, carry neither.
 */
const tables: TitleTable[] = [PUBLIC_TITLES];

export function addPageTitles(table: TitleTable): void {
  if (!tables.includes(table)) tables.push(table);
}

/** The document title for a pathname, e.g. "Events | Kaizen Karate Academy". */
export function pageTitle(pathname: string): string {
  const path = stripLanguage(pathname);
  for (const table of tables) {
    const hit = table.find(([pattern]) => matchPath(pattern, path));
    if (hit) return `${t(hit[1])} | ${academy.name}`;
  }
  return `${t('public.title.notFound')} | ${academy.name}`;
}

/**
 * Sets the tab's title on every navigation inside an area whose titles arrived with its code: RouteEffects set one
 * before the area's table was known, on the first visit.
 */
export function useAreaTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
