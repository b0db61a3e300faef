import { matchPath } from 'react-router';
import { academy } from '../config/academy.ts';

/**
 * Each route's document title, so tabs, history and bookmarks tell the pages apart. One table for the browser
 * (RouteEffects sets it on navigation) and the build (the prerendered HTML carries it before any JavaScript runs).
 * Keep it in step with the route table in router.tsx: a path that matches nothing here is the 404 page.
 */
const TITLES: readonly (readonly [pattern: string, title: string])[] = [
  ['/', 'Home'],
  ['/home', 'Home'],
  ['/about-us', 'About Us'],
  ['/gallery', 'Gallery'],
  ['/events', 'Events'],
  ['/booking-confirmation', 'Booking Confirmation'],
  ['/admin/login', 'Admin Login'],
  ['/admin', 'Fighters | Admin'],
  ['/admin/dashboard', 'Fighters | Admin'],
  ['/admin/fighters', 'Fighters | Admin'],
  ['/admin/events', 'Events | Admin'],
  ['/admin/event-details/:id', 'Event Details | Admin'],
  ['/admin/admin-event-details/:id', 'Event Details | Admin'],
  ['/admin/gallery', 'Gallery | Admin'],
  ['/admin/emails', 'Emails | Admin'],
  ['/fighter/signup', 'Fighter Sign Up'],
  ['/fighter/login', 'Fighter Login'],
  ['/fighter/forgot-password', 'Forgot Password'],
  ['/fighter', 'My Profile'],
  ['/fighter/viewprofile', 'My Profile'],
];

export const NOT_FOUND_TITLE = 'Page not found';

/** The document title for a pathname, e.g. "Events | Kaizen Karate Academy". */
export function pageTitle(pathname: string): string {
  const hit = TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return `${hit ? hit[1] : NOT_FOUND_TITLE} | ${academy.name}`;
}
