import { matchPath } from 'react-router';
import type { MessageKey } from '@academy/contract';
import { academy } from '../config/academy.ts';
import { t } from '../lib/i18n.ts';
import { stripLanguage } from '../lib/language-paths.ts';

/**
 * Each route's document title, so tabs, history and bookmarks tell the pages apart. One table for the browser
 * (RouteEffects sets it on navigation) and the build (the prerendered HTML carries it before any JavaScript runs).
 * Keep it in step with the route table in router.tsx: a path that matches nothing here is the 404 page.
 */
const TITLES: readonly (readonly [pattern: string, title: MessageKey])[] = [
  ['/', 'public.title.home'],
  ['/home', 'public.title.home'],
  ['/about-us', 'public.title.aboutUs'],
  ['/gallery', 'public.title.gallery'],
  // With an id, an event's own page, which then names itself by the event, as the server's HTML does.
  ['/events/:id?', 'public.title.events'],
  ['/classes', 'public.title.classes'],
  // The batch page then names itself by the batch, as the server's HTML does.
  ['/classes/:id', 'public.title.classes'],
  ['/trial', 'public.trial.book'],
  ['/privacy', 'public.title.privacy'],
  ['/consent', 'public.title.consent'],
  ['/verify', 'public.title.verify'],
  ['/verify/:number', 'public.title.verify'],
  ['/booking-confirmation', 'public.title.bookingConfirmation'],
  ['/pay/:id', 'public.title.pay'],
  ['/events/offer/:token', 'public.title.seatOffer'],
  ['/admin/login', 'public.title.adminLogin'],
  ['/admin', 'public.title.adminDashboard'],
  ['/admin/dashboard', 'public.title.adminDashboard'],
  ['/admin/fighters', 'public.title.adminFighters'],
  ['/admin/leads', 'public.title.adminLeads'],
  ['/admin/events', 'public.title.adminEvents'],
  ['/admin/events/:id/check-in', 'public.title.adminEventCheckIn'],
  ['/admin/event-details/:id', 'public.title.adminEventDetails'],
  ['/admin/admin-event-details/:id', 'public.title.adminEventDetails'],
  ['/admin/gallery', 'public.title.adminGallery'],
  ['/admin/classes', 'public.title.adminClasses'],
  ['/admin/classes/:id', 'public.title.adminClasses'],
  ['/admin/classes/:id/attendance', 'public.title.adminAttendance'],
  ['/admin/classes/:id/check-in', 'public.title.adminAttendance'],
  ['/admin/classes/:id/register', 'public.title.adminRegister'],
  ['/admin/ranks', 'public.title.adminRanks'],
  ['/admin/gradings', 'public.title.adminGradings'],
  ['/admin/gradings/:id', 'public.title.adminGradings'],
  ['/admin/payments', 'public.title.adminPayments'],
  ['/admin/payments/import', 'public.title.adminPayments'],
  ['/admin/payments/record', 'public.title.adminPayments'],
  ['/admin/payments/report', 'public.title.adminPayments'],
  ['/admin/settings', 'public.title.adminSettings'],
  ['/admin/emails', 'public.title.adminEmails'],
  ['/admin/audit', 'public.title.adminAudit'],
  ['/fighter/signup', 'public.title.fighterSignup'],
  ['/fighter/login', 'public.title.fighterLogin'],
  ['/fighter/forgot-password', 'public.title.forgotPassword'],
  ['/fighter', 'public.title.myProfile'],
  ['/fighter/viewprofile', 'public.title.myProfile'],
  ['/fighter/bookings', 'public.title.myBookings'],
];

/** The document title for a pathname, e.g. "Events | Kaizen Karate Academy". */
export function pageTitle(pathname: string): string {
  const path = stripLanguage(pathname);
  const hit = TITLES.find(([pattern]) => matchPath(pattern, path));
  return `${t(hit ? hit[1] : 'public.title.notFound')} | ${academy.name}`;
}
