import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import './fighter-titles.ts';
import { lazyIn, page } from './lazy-page.tsx';
import { useAreaTitle } from './page-titles.ts';
import { RequireRole } from './require-role.tsx';

const FighterSignupPage = lazyIn(
  ['account', 'form'],
  () => import('../features/families/public/fighter-signup-page.tsx'),
);
const FighterLoginPage = lazyIn(
  ['account', 'form'],
  () => import('../features/families/public/fighter-login-page.tsx'),
);
const ForgotPasswordPage = lazyIn(
  ['account', 'form'],
  () => import('../features/families/public/forgot-password-page.tsx'),
);
const FighterLayout = lazyIn(['account', 'form'], () => import('./layouts/fighter-layout.tsx'));
/**
 * The profile's Classes panel names programs and weekdays in the Classes page's words; its belts, in the ranks';
 * its competitions, in the tournaments'.
 */
const ProfilePage = lazyIn(['account', 'form', 'classes', 'ranks', 'tournaments'], () => import('./profile-page.tsx'));
/** The family's event bookings: payments' state words, and tickets in the events' words. */
const MyBookingsPage = lazyIn(
  ['account', 'form', 'payments', 'events'],
  () => import('../features/events/account/my-bookings-page.tsx'),
);
/** The family's dues and payments, a section of the profile that the payments feature draws. */
const FeesSection = lazyIn(['payments', 'form'], () => import('../features/payments/account/fees-section.tsx'));

const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

function ProfileWithFees() {
  return (
    <ProfilePage
      fees={
        <Suspense fallback={null}>
          <FeesSection />
        </Suspense>
      }
    />
  );
}

/** /fighter/...: signing up, logging in, a forgotten password and, behind the login, the profile and My bookings. */
export default function FighterRoutes() {
  useAreaTitle();
  return (
    <Routes>
      <Route path="signup" element={page(FighterSignupPage)} />
      <Route path="login" element={page(FighterLoginPage)} />
      <Route path="forgot-password" element={page(ForgotPasswordPage)} />
      <Route element={<RequireRole role="fighter" />}>
        <Route element={page(FighterLayout)}>
          <Route index element={<Navigate to="/fighter/viewprofile" replace />} />
          <Route path="viewprofile" element={page(ProfileWithFees)} />
          <Route path="bookings" element={page(MyBookingsPage)} />
          <Route path="*" element={page(NotFoundPage)} />
        </Route>
      </Route>
    </Routes>
  );
}
