import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import HomePage from '../features/home/home-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RequireRole } from './require-role.tsx';
import { RouteEffects } from './route-effects.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/**
 * Declarative routes with React.lazy: /home ships only React, the router and the home page. Every other page is
 * its own chunk, and TanStack Query arrives with DataProviders, a lazy layout around the pages that fetch data.
 */
const DataProviders = lazy(() => import('./data-providers.tsx'));
const AboutPage = lazy(() => import('../features/about/about-page.tsx'));
const GalleryPage = lazy(() => import('../features/gallery/gallery-page.tsx'));
const EventsPage = lazy(() => import('../features/events/events-page.tsx'));
const BookingConfirmationPage = lazy(() => import('../features/booking/booking-confirmation-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));
const AdminLoginPage = lazy(() => import('../features/admin-auth/admin-login-page.tsx'));
const AdminLayout = lazy(() => import('./layouts/admin-layout.tsx'));
const FightersListPage = lazy(() => import('../features/admin-fighters/fighters-list-page.tsx'));
const AdminGalleryPage = lazy(() => import('../features/admin-gallery/admin-gallery-page.tsx'));
const AdminEventsPage = lazy(() => import('../features/admin-events/admin-events-page.tsx'));
const EventDetailsPage = lazy(() => import('../features/admin-events/event-details-page.tsx'));
const AdminEventDetailsPage = lazy(() => import('../features/admin-events/admin-event-details-page.tsx'));
const EmailOutboxPage = lazy(() => import('../features/admin-emails/email-outbox-page.tsx'));
const FighterSignupPage = lazy(() => import('../features/fighter-auth/fighter-signup-page.tsx'));
const FighterLoginPage = lazy(() => import('../features/fighter-auth/fighter-login-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/fighter-auth/forgot-password-page.tsx'));
const FighterLayout = lazy(() => import('./layouts/fighter-layout.tsx'));
const ViewProfilePage = lazy(() => import('../features/fighter-profile/view-profile-page.tsx'));

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner-border text-danger" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
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

/** The site's route table. */
export function AppRoutes() {
  return (
    <>
      <RouteEffects />
      <Routes>
        <Route index element={<Navigate to="/home" replace />} />
        <Route element={<PublicLayout />}>
          <Route path="home" element={<HomePage />} />
          <Route element={page(DataProviders)}>
            <Route path="about-us" element={page(AboutPage)} />
            <Route path="gallery" element={page(GalleryPage)} />
            <Route path="events" element={page(EventsPage)} />
            <Route path="booking-confirmation" element={page(BookingConfirmationPage)} />
            <Route path="*" element={page(NotFoundPage)} />
          </Route>
        </Route>
        <Route element={page(DataProviders)}>
          <Route path="admin/login" element={page(AdminLoginPage)} />
          <Route path="admin" element={<RequireRole role="admin" />}>
            <Route element={page(AdminLayout)}>
              <Route index element={<Navigate to="/admin/dashboard" replace />} />
              <Route path="dashboard" element={page(FightersListPage)} />
              <Route path="fighters" element={page(FightersListPage)} />
              <Route path="gallery" element={page(AdminGalleryPage)} />
              <Route path="events" element={page(AdminEventsPage)} />
              <Route path="event-details/:id" element={page(EventDetailsPage)} />
              <Route path="admin-event-details/:id" element={page(AdminEventDetailsPage)} />
              <Route path="emails" element={page(EmailOutboxPage)} />
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
