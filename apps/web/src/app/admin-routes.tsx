import { lazy, type ComponentType } from 'react';
import type { EndpointName } from '@academy/contract';
import { Route, Routes } from 'react-router';
import './admin-titles.ts';
import { lazyIn, page } from './lazy-page.tsx';
import { useAreaTitle } from './page-titles.ts';
import { RequireRole } from './require-role.tsx';
import { useStaffApp } from './staff-app.ts';
import { ForStaff, StaffHome } from './for-staff.tsx';

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
const StaffPage = lazyIn(['admin', 'form'], () => import('../features/admin-staff/staff-page.tsx'));
/** The invited person's page: outside the guard, like the login (the link's secret is the key). */
const InvitationPage = lazyIn(['admin', 'form'], () => import('../features/admin-staff/invitation-page.tsx'));
/** An instructor's day: today's class days of their batches; the Classes area's words name the days. */
const TeachingPage = lazyIn(['admin', 'classes'], () => import('../features/admin-teaching/teaching-page.tsx'));
const DeskPage = lazyIn(['admin'], () => import('../features/admin-desk/desk-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

/** A page of the admin area, open to the roles whose STAFF_ACCESS row lets them use its main endpoint. */
const forStaff = (endpoint: EndpointName, Page: ComponentType) => <ForStaff endpoint={endpoint}>{page(Page)}</ForStaff>;

/** /admin/...: the admin's login and, behind it, every admin screen. Loaded with the first admin page. */
export default function AdminRoutes() {
  useAreaTitle();
  useStaffApp();
  return (
    <Routes>
      <Route path="login" element={page(AdminLoginPage)} />
      <Route path="invitation" element={page(InvitationPage)} />
      <Route element={<RequireRole role="admin" />}>
        <Route element={page(AdminLayout)}>
          <Route index element={<StaffHome />} />
          {/* Each page names its main endpoint: a role whose STAFF_ACCESS row leaves it out is told so. */}
          <Route path="dashboard" element={forStaff('GetDashboard', DashboardPage)} />
          <Route path="today" element={forStaff('GetTeaching', TeachingPage)} />
          <Route path="desk" element={forStaff('GetLeads', DeskPage)} />
          <Route path="fighters" element={forStaff('GetAllFighters', FightersListPage)} />
          <Route path="leads" element={forStaff('GetLeads', AdminLeadsPage)} />
          <Route path="gallery" element={forStaff('CreateGalleryImage', AdminGalleryPage)} />
          <Route path="events" element={forStaff('CreateEvent', AdminEventsPage)} />
          <Route path="events/:id/check-in" element={forStaff('GetEventDoor', EventCheckInPage)} />
          <Route path="event-details/:id" element={forStaff('CreateEvent', EventDetailsPage)} />
          <Route path="admin-event-details/:id" element={forStaff('CreateEvent', AdminEventDetailsPage)} />
          <Route path="classes" element={forStaff('UpdateBatch', AdminClassesPage)} />
          <Route path="classes/:id" element={forStaff('GetBatchRoster', BatchRosterPage)} />
          <Route path="classes/:id/attendance" element={forStaff('GetClassDay', AttendancePage)} />
          <Route path="classes/:id/check-in" element={forStaff('CheckIn', CheckInPage)} />
          <Route path="classes/:id/register" element={forStaff('GetAttendanceRegister', AttendanceRegisterPage)} />
          <Route path="ranks" element={forStaff('SaveRanks', RanksPage)} />
          <Route path="gradings" element={forStaff('GetGradings', GradingsPage)} />
          <Route path="gradings/:id" element={forStaff('GetGrading', GradingPage)} />
          <Route path="payments" element={forStaff('GetPayments', PaymentsPage)} />
          <Route path="payments/import" element={forStaff('ImportStatement', PaymentsImportPage)} />
          <Route path="payments/record" element={forStaff('RecordOfflinePayment', PaymentsRecordPage)} />
          <Route path="payments/report" element={forStaff('GetPaymentReport', PaymentsReportPage)} />
          <Route path="settings" element={forStaff('SavePaymentSettings', SettingsPage)} />
          <Route path="emails" element={forStaff('GetEmailOutbox', EmailOutboxPage)} />
          <Route path="audit" element={forStaff('GetAuditLog', AuditLogPage)} />
          <Route path="account" element={forStaff('GetTwoFactor', AccountPage)} />
          <Route path="staff" element={forStaff('GetStaff', StaffPage)} />
          <Route path="*" element={page(NotFoundPage)} />
        </Route>
      </Route>
    </Routes>
  );
}
