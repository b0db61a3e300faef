import { lazy, Suspense, useLayoutEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { DEFAULT_LANGUAGE, languagePath, type Language, stripLanguage } from '@academy/contract';
import HomePage from '../features/site/public/home-page.tsx';
import { activateLanguage, preloadLanguage, useLanguage } from '../lib/i18n.ts';
import { browserLanguage, chosenLanguage, rememberLanguage } from '../lib/language-choice.ts';
import { pageLanguage, PREFIXED_LANGUAGES, PRIVATE_AREA } from '../lib/language-paths.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { lazyIn, page, PageLoading } from './lazy-page.tsx';
import { RouteEffects } from './route-effects.tsx';

/**
 * Declarative routes with React.lazy: /home ships only React, the router and the home page. Every other page is
 * its own chunk, and TanStack Query arrives with DataProviders, a lazy layout around the pages that fetch data.
 */
const DataProviders = lazy(() => import('./data-providers.tsx'));
/** The admin's and the fighter's areas keep their route tables in their own chunks: /home carries neither. */
// The areas' page titles are worded in their catalog areas, so those arrive with the route tables.
const AdminRoutes = lazyIn(['admin'], () => import('./admin-routes.tsx'));
const FighterRoutes = lazyIn(['account'], () => import('./fighter-routes.tsx'));
const AboutPage = lazyIn(['about'], () => import('../features/site/public/about-page.tsx'));
const GalleryPage = lazyIn(['gallery'], () => import('../features/gallery/public/gallery-page.tsx'));
const EventsPage = lazyIn(['events'], () => import('./events-route.tsx'));
const PrivacyPage = lazyIn(['privacy'], () => import('../features/site/public/privacy-page.tsx'));
const ClassesPage = lazyIn(['classes'], () => import('../features/classes/public/classes-page.tsx'));
/** A batch's own page; the server writes its head, for link previews (decision 024). */
const BatchPage = lazyIn(['classes'], () => import('../features/classes/public/batch-page.tsx'));
/** A free trial class asked for without an account; prerendered, its batches come with the list it preloads. */
const TrialPage = lazyIn(['classes', 'form'], () => import('../features/leads/public/trial-page.tsx'));
/** The page the consent email links to: only guardians with a link come, so it is never prerendered. */
const ConsentPage = lazyIn(['consent', 'form'], () => import('../features/families/public/consent-page.tsx'));
/** Where the opt-out link in an SMS or email leads: never prerendered; its words are the consent page's area. */
const StopMessagesPage = lazyIn(['consent'], () => import('../features/messages/public/stop-page.tsx'));
/** The public check of a certificate of rank, where its QR code leads; prerendered without a number. */
const VerifyPage = lazyIn(['ranks', 'form'], () => import('../features/ranks/public/verify-page.tsx'));
const BookingConfirmationPage = lazyIn(
  ['events'],
  () => import('../features/events/public/booking-confirmation-page.tsx'),
);
/** A paid event's payment on its booking's confirmation: the payments chunk loads only when there is one to show. */
const BookingPayment = lazyIn(['payments', 'form'], () => import('../features/payments/public/booking-payment.tsx'));
/** Where the email about a freed seat leads the next in line: book it or pass it on; never prerendered. */
const OfferPage = lazyIn(['events'], () => import('../features/events/public/offer-page.tsx'));
/** Where a booking's confirmation, its email and the family's dues send the payer; never prerendered. */
const PayPage = lazyIn(['payments', 'form'], () => import('../features/payments/public/pay-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));
/** The screens display links open on TVs (live-routes.tsx): full screen, no site frame. */
const LiveRoutes = lazy(() => import('./live-routes.tsx'));

function BookingConfirmation() {
  return <BookingConfirmationPage Payment={BookingPayment} />;
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
        {/* An event's own page (decision 032) and a tournament's results (052), routed in the events page's chunk. */}
        <Route path="events/*" element={page(EventsPage)} />
        <Route path="events/offer/:token" element={page(OfferPage)} />
        <Route path="classes" element={page(ClassesPage)} />
        <Route path="classes/:id" element={page(BatchPage)} />
        <Route path="trial" element={page(TrialPage)} />
        <Route path="booking-confirmation" element={page(BookingConfirmation)} />
        <Route path="pay/:id" element={page(PayPage)} />
        <Route path="consent" element={page(ConsentPage)} />
        <Route path="messages/stop" element={page(StopMessagesPage)} />
        <Route path="verify" element={page(VerifyPage)} />
        <Route path="verify/:number" element={page(VerifyPage)} />
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
            <Route path="admin/*" element={page(AdminRoutes)} />
            <Route path="fighter/*" element={page(FighterRoutes)} />
            <Route path="live/*" element={page(LiveRoutes)} />
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
