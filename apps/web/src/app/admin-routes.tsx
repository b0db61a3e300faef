import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import './admin-titles.ts';
import { lazyIn, page } from './lazy-page.tsx';
import { useAreaTitle } from './page-titles.ts';
import { RequireRole } from './require-role.tsx';
import { useStaffApp } from './staff-app.ts';

const AdminLoginPage = lazyIn(['admin', 'form'], () => import('../features/admin-auth/admin-login-page.tsx'));
const AdminLayout = lazyIn(['admin', 'form'], () => import('./layouts/admin-layout.tsx'));
/**
 * Trial requests by state and today's classes name their states in the Classes area's words; the rank figures name
 * each belt.
 */
const DashboardPage = lazyIn(
  ['admin', 'classes', 'ranks'],
  () => import('../features/admin-dashboard/dashboard-page.tsx'),
);
const AdminLeadsPage = lazyIn(
  ['admin', 'form', 'classes'],
  () => import('../features/admin-leads/admin-leads-page.tsx'),
);
/** A fighter's batches name their programs and weekdays in the Classes area's words; the Rank column names belts. */
const FightersListPage = lazyIn(
  ['admin', 'form', 'classes', 'ranks'],
  () => import('../features/admin-fighters/fighters-list-page.tsx'),
);
const AdminGalleryPage = lazyIn(['admin', 'form'], () => import('../features/admin-gallery/admin-gallery-page.tsx'));
const AdminEventsPage = lazyIn(['admin', 'form'], () => import('../features/admin-events/admin-events-page.tsx'));
/** A booking's belt of the syllabus is named in the Ranks area's words ('Brown · 3rd kyu'). */
const EventDetailsPage = lazyIn(
  ['admin', 'form', 'ranks'],
  () => import('../features/admin-events/event-details-page.tsx'),
);
const AdminEventDetailsPage = lazyIn(
  ['admin', 'form', 'ranks'],
  () => import('../features/admin-events/admin-event-details-page.tsx'),
);
const EventCheckInPage = lazyIn(
  ['admin', 'form', 'ranks'],
  () => import('../features/admin-events/event-check-in-page.tsx'),
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
/** Belts are drawn with their words ('ranks'); a grading's dates name weekdays in the Classes area's words. */
const RanksPage = lazyIn(['admin', 'form', 'ranks'], () => import('../features/admin-ranks/ranks-page.tsx'));
const GradingsPage = lazyIn(
  ['admin', 'form', 'classes', 'ranks', 'gradings'],
  () => import('../features/admin-gradings/gradings-page.tsx'),
);
const GradingPage = lazyIn(
  ['admin', 'form', 'classes', 'ranks', 'gradings'],
  () => import('../features/admin-gradings/grading-page.tsx'),
);
const PaymentsPage = lazyIn(['admin', 'form'], () => import('../features/admin-payments/payments-page.tsx'));
const PaymentsImportPage = lazyIn(['admin', 'form'], () => import('../features/admin-payments/import-page.tsx'));
const PaymentsRecordPage = lazyIn(['admin', 'form'], () => import('../features/admin-payments/record-page.tsx'));
const PaymentsReportPage = lazyIn(['admin', 'form'], () => import('../features/admin-payments/report-page.tsx'));
const AccountPage = lazyIn(['admin', 'form'], () => import('../features/admin-account/account-page.tsx'));
const SettingsPage = lazyIn(['admin', 'form'], () => import('../features/admin-settings/settings-page.tsx'));
const EmailOutboxPage = lazyIn(['admin', 'form'], () => import('../features/admin-emails/email-outbox-page.tsx'));
const AuditLogPage = lazyIn(['admin', 'form'], () => import('../features/admin-audit/audit-log-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

/** /admin/...: the admin's login and, behind it, every admin screen. Loaded with the first admin page. */
export default function AdminRoutes() {
  useAreaTitle();
  useStaffApp();
  return (
    <Routes>
      <Route path="login" element={page(AdminLoginPage)} />
      <Route element={<RequireRole role="admin" />}>
        <Route element={page(AdminLayout)}>
          <Route index element={<Navigate to="/admin/dashboard" replace />} />
          <Route path="dashboard" element={page(DashboardPage)} />
          <Route path="fighters" element={page(FightersListPage)} />
          <Route path="leads" element={page(AdminLeadsPage)} />
          <Route path="gallery" element={page(AdminGalleryPage)} />
          <Route path="events" element={page(AdminEventsPage)} />
          <Route path="events/:id/check-in" element={page(EventCheckInPage)} />
          <Route path="event-details/:id" element={page(EventDetailsPage)} />
          <Route path="admin-event-details/:id" element={page(AdminEventDetailsPage)} />
          <Route path="classes" element={page(AdminClassesPage)} />
          <Route path="classes/:id" element={page(BatchRosterPage)} />
          <Route path="classes/:id/attendance" element={page(AttendancePage)} />
          <Route path="classes/:id/check-in" element={page(CheckInPage)} />
          <Route path="classes/:id/register" element={page(AttendanceRegisterPage)} />
          <Route path="ranks" element={page(RanksPage)} />
          <Route path="gradings" element={page(GradingsPage)} />
          <Route path="gradings/:id" element={page(GradingPage)} />
          <Route path="payments" element={page(PaymentsPage)} />
          <Route path="payments/import" element={page(PaymentsImportPage)} />
          <Route path="payments/record" element={page(PaymentsRecordPage)} />
          <Route path="payments/report" element={page(PaymentsReportPage)} />
          <Route path="settings" element={page(SettingsPage)} />
          <Route path="account" element={page(AccountPage)} />
          <Route path="emails" element={page(EmailOutboxPage)} />
          <Route path="audit" element={page(AuditLogPage)} />
          <Route path="*" element={page(NotFoundPage)} />
        </Route>
      </Route>
    </Routes>
  );
}
