import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { DEFAULT_LANGUAGE, type Language } from '@academy/contract';
import HomePage from '../features/home/home-page.tsx';
import { activateLanguage, loadAreas, preloadLanguage, useLanguage, useT, type Area } from '../lib/i18n.ts';
import { browserLanguage, chosenLanguage, rememberLanguage } from '../lib/language-choice.ts';
import { languagePath, pageLanguage, PREFIXED_LANGUAGES, PRIVATE_AREA, stripLanguage } from '../lib/language-paths.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RequireRole } from './require-role.tsx';
import { RouteEffects } from './route-effects.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/** A lazy page whose messages (beyond the public ones) download with its code. */
function lazyIn<T extends ComponentType>(areas: Area[], load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), loadAreas(...areas)]).then(([module]) => module));
}

/**
 * Declarative routes with React.lazy: /home ships only React, the router and the home page. Every other page is
 * its own chunk, and TanStack Query arrives with DataProviders, a lazy layout around the pages that fetch data.
 */
const DataProviders = lazy(() => import('./data-providers.tsx'));
const AboutPage = lazyIn(['about'], () => import('../features/about/about-page.tsx'));
const GalleryPage = lazyIn(['gallery'], () => import('../features/gallery/gallery-page.tsx'));
const EventsPage = lazyIn(['events'], () => import('../features/events/events-page.tsx'));
const PrivacyPage = lazyIn(['privacy'], () => import('../features/privacy/privacy-page.tsx'));
const ClassesPage = lazyIn(['classes'], () => import('../features/classes/classes-page.tsx'));
/** A batch's own page; the server writes its head, for link previews (decision 024). */
const BatchPage = lazyIn(['classes'], () => import('../features/classes/batch-page.tsx'));
/** A free trial class asked for without an account; prerendered, its batches come with the list it preloads. */
const TrialPage = lazyIn(['classes', 'form'], () => import('../features/trial/trial-page.tsx'));
/** The page the consent email links to: only guardians with a link come, so it is never prerendered. */
const ConsentPage = lazyIn(['consent', 'form'], () => import('../features/consent/consent-page.tsx'));
const BookingConfirmationPage = lazyIn(['events'], () => import('../features/booking/booking-confirmation-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));
const AdminLoginPage = lazyIn(['admin', 'form'], () => import('../features/admin-auth/admin-login-page.tsx'));
const AdminLayout = lazyIn(['admin', 'form'], () => import('./layouts/admin-layout.tsx'));
/** Trial requests by state and today's classes name their states in the Classes area's words. */
const DashboardPage = lazyIn(['admin', 'classes'], () => import('../features/admin-dashboard/dashboard-page.tsx'));
const AdminLeadsPage = lazyIn(
  ['admin', 'form', 'classes'],
  () => import('../features/admin-leads/admin-leads-page.tsx'),
);
/** A fighter's batches name their programs and weekdays in the Classes area's words. */
const FightersListPage = lazyIn(
  ['admin', 'form', 'classes'],
  () => import('../features/admin-fighters/fighters-list-page.tsx'),
);
const AdminGalleryPage = lazyIn(['admin', 'form'], () => import('../features/admin-gallery/admin-gallery-page.tsx'));
const AdminEventsPage = lazyIn(['admin', 'form'], () => import('../features/admin-events/admin-events-page.tsx'));
const EventDetailsPage = lazyIn(['admin', 'form'], () => import('../features/admin-events/event-details-page.tsx'));
const AdminEventDetailsPage = lazyIn(
  ['admin', 'form'],
  () => import('../features/admin-events/admin-event-details-page.tsx'),
);
/** The classes screens also show the public Classes page's words: programs and weekdays. */
const AdminClassesPage = lazyIn(
  ['admin', 'form', 'classes'],
  () => import('../features/admin-classes/admin-classes-page.tsx'),
);
const BatchRosterPage = lazyIn(
  ['admin', 'form', 'classes'],
  () => import('../features/admin-classes/batch-roster-page.tsx'),
);
const AttendancePage = lazyIn(
  ['admin', 'form', 'classes'],
  () => import('../features/admin-classes/attendance-page.tsx'),
);
const CheckInPage = lazyIn(['admin', 'form', 'classes'], () => import('../features/admin-classes/check-in-page.tsx'));
const AttendanceRegisterPage = lazyIn(
  ['admin', 'form', 'classes'],
  () => import('../features/admin-classes/attendance-register-page.tsx'),
);
const EmailOutboxPage = lazyIn(['admin', 'form'], () => import('../features/admin-emails/email-outbox-page.tsx'));
const AuditLogPage = lazyIn(['admin', 'form'], () => import('../features/admin-audit/audit-log-page.tsx'));
const FighterSignupPage = lazyIn(['account', 'form'], () => import('../features/fighter-auth/fighter-signup-page.tsx'));
const FighterLoginPage = lazyIn(['account', 'form'], () => import('../features/fighter-auth/fighter-login-page.tsx'));
const ForgotPasswordPage = lazyIn(
  ['account', 'form'],
  () => import('../features/fighter-auth/forgot-password-page.tsx'),
);
const FighterLayout = lazyIn(['account', 'form'], () => import('./layouts/fighter-layout.tsx'));
/** The profile's Classes panel names programs and weekdays in the Classes page's words. */
const ViewProfilePage = lazyIn(
  ['account', 'form', 'classes'],
  () => import('../features/fighter-profile/view-profile-page.tsx'),
);

function PageLoading() {
  const t = useT();
  return (
    <div className="page-loading" role="status">
      <span className="spinner-border text-danger" aria-hidden="true" />
      <span className="visually-hidden">{t('public.loading')}</span>
    </div>
  );
}

/**
 * Keeps the language in step with the address: a public page's address says it (/hi/events), the admin and
 * fighter areas follow the choice made on this device. It runs before paint, so a page never shows in the
 * language it is leaving. On a first visit, before any choice, a reader whose browser prefers another language
 * the site speaks is taken to that language's address; one who follows a link to /hi/... keeps Hindi.
 */
function LanguageSync() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const wanted = pageLanguage(pathname);
  useLayoutEffect(() => {
    if (!PRIVATE_AREA.test(pathname) && !chosenLanguage()) {
      const preferred = wanted === DEFAULT_LANGUAGE ? browserLanguage() : wanted;
      rememberLanguage(preferred);
      if (preferred !== wanted) {
        void preloadLanguage(preferred).then(() =>
          navigate(languagePath(preferred, stripLanguage(pathname)) + search + hash, { replace: true }),
        );
        return;
      }
    }
    if (wanted !== language) void activateLanguage(wanted);
  }, [wanted, language, pathname, search, hash, navigate]);
  return null;
}

/** A lazy page inside an error boundary (e.g. a chunk that fails to load after a deploy) and a loading state. */
function page(Component: ComponentType): ReactNode {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Component />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The public pages in one language, at its addresses. */
function publicRoutes(language: Language) {
  return (
    <Route key={language} element={<PublicLayout />}>
      <Route path="home" element={<HomePage />} />
      {/* Static text: no data, so none of the data pages' code either. */}
      <Route path="privacy" element={page(PrivacyPage)} />
      <Route element={page(DataProviders)}>
        <Route path="about-us" element={page(AboutPage)} />
        <Route path="gallery" element={page(GalleryPage)} />
        <Route path="events" element={page(EventsPage)} />
        <Route path="classes" element={page(ClassesPage)} />
        <Route path="classes/:id" element={page(BatchPage)} />
        <Route path="trial" element={page(TrialPage)} />
        <Route path="booking-confirmation" element={page(BookingConfirmationPage)} />
        <Route path="consent" element={page(ConsentPage)} />
        <Route path="*" element={page(NotFoundPage)} />
      </Route>
    </Route>
  );
}

/** The site's route table. */
export function AppRoutes() {
  return (
    <>
      <LanguageSync />
      <RouteEffects />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route index element={<Navigate to="/home" replace />} />
          {publicRoutes(DEFAULT_LANGUAGE)}
          {PREFIXED_LANGUAGES.map((language) => (
            <Route key={language} path={language}>
              <Route index element={<Navigate to={languagePath(language, '/home')} replace />} />
              {publicRoutes(language)}
            </Route>
          ))}
          <Route element={page(DataProviders)}>
            <Route path="admin/login" element={page(AdminLoginPage)} />
            <Route path="admin" element={<RequireRole role="admin" />}>
              <Route element={page(AdminLayout)}>
                <Route index element={<Navigate to="/admin/dashboard" replace />} />
                <Route path="dashboard" element={page(DashboardPage)} />
                <Route path="fighters" element={page(FightersListPage)} />
                <Route path="leads" element={page(AdminLeadsPage)} />
                <Route path="gallery" element={page(AdminGalleryPage)} />
                <Route path="events" element={page(AdminEventsPage)} />
                <Route path="event-details/:id" element={page(EventDetailsPage)} />
                <Route path="admin-event-details/:id" element={page(AdminEventDetailsPage)} />
                <Route path="classes" element={page(AdminClassesPage)} />
                <Route path="classes/:id" element={page(BatchRosterPage)} />
                <Route path="classes/:id/attendance" element={page(AttendancePage)} />
                <Route path="classes/:id/check-in" element={page(CheckInPage)} />
                <Route path="classes/:id/register" element={page(AttendanceRegisterPage)} />
                <Route path="emails" element={page(EmailOutboxPage)} />
                <Route path="audit" element={page(AuditLogPage)} />
              </Route>
            </Route>
            <Route path="fighter/signup" element={page(FighterSignupPage)} />
            <Route path="fighter/login" element={page(FighterLoginPage)} />
            <Route path="fighter/forgot-password" element={page(ForgotPasswordPage)} />
            <Route path="fighter" element={<RequireRole role="fighter" />}>
              <Route element={page(FighterLayout)}>
                <Route index element={<Navigate to="/fighter/viewprofile" replace />} />
                <Route path="viewprofile" element={page(ViewProfilePage)} />
              </Route>
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
