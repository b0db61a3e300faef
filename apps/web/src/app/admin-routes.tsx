import { lazy } from 'react';
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
/** An instructor's day: today's sessions of their batches; the Classes area's words name the days. */
const TeachingPage = lazyIn(['admin', 'classes'], () => import('../features/admin-teaching/teaching-page.tsx'));
const DeskPage = lazyIn(['admin'], () => import('../features/admin-desk/desk-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

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
          <Route path="dashboard" element={<ForStaff endpoint="GetDashboard">{page(DashboardPage)}</ForStaff>} />
          <Route path="today" element={<ForStaff endpoint="GetTeaching">{page(TeachingPage)}</ForStaff>} />
          <Route path="desk" element={<ForStaff endpoint="GetLeads">{page(DeskPage)}</ForStaff>} />
          <Route path="fighters" element={<ForStaff endpoint="GetAllFighters">{page(FightersListPage)}</ForStaff>} />
          <Route path="leads" element={<ForStaff endpoint="GetLeads">{page(AdminLeadsPage)}</ForStaff>} />
          <Route path="gallery" element={<ForStaff endpoint="CreateGalleryImage">{page(AdminGalleryPage)}</ForStaff>} />
          <Route path="events" element={<ForStaff endpoint="CreateEvent">{page(AdminEventsPage)}</ForStaff>} />
          <Route
            path="events/:id/check-in"
            element={<ForStaff endpoint="GetEventDoor">{page(EventCheckInPage)}</ForStaff>}
          />
          <Route
            path="event-details/:id"
            element={<ForStaff endpoint="CreateEvent">{page(EventDetailsPage)}</ForStaff>}
          />
          <Route
            path="admin-event-details/:id"
            element={<ForStaff endpoint="CreateEvent">{page(AdminEventDetailsPage)}</ForStaff>}
          />
          <Route path="classes" element={<ForStaff endpoint="UpdateBatch">{page(AdminClassesPage)}</ForStaff>} />
          <Route path="classes/:id" element={<ForStaff endpoint="GetBatchRoster">{page(BatchRosterPage)}</ForStaff>} />
          <Route
            path="classes/:id/attendance"
            element={<ForStaff endpoint="GetSession">{page(AttendancePage)}</ForStaff>}
          />
          <Route path="classes/:id/check-in" element={<ForStaff endpoint="CheckIn">{page(CheckInPage)}</ForStaff>} />
          <Route
            path="classes/:id/register"
            element={<ForStaff endpoint="GetAttendanceRegister">{page(AttendanceRegisterPage)}</ForStaff>}
          />
          <Route path="ranks" element={<ForStaff endpoint="SaveRanks">{page(RanksPage)}</ForStaff>} />
          <Route path="gradings" element={<ForStaff endpoint="GetGradings">{page(GradingsPage)}</ForStaff>} />
          <Route path="gradings/:id" element={<ForStaff endpoint="GetGrading">{page(GradingPage)}</ForStaff>} />
          <Route path="payments" element={<ForStaff endpoint="GetPayments">{page(PaymentsPage)}</ForStaff>} />
          <Route
            path="payments/import"
            element={<ForStaff endpoint="ImportStatement">{page(PaymentsImportPage)}</ForStaff>}
          />
          <Route
            path="payments/record"
            element={<ForStaff endpoint="RecordOfflinePayment">{page(PaymentsRecordPage)}</ForStaff>}
          />
          <Route
            path="payments/report"
            element={<ForStaff endpoint="GetPaymentReport">{page(PaymentsReportPage)}</ForStaff>}
          />
          <Route path="settings" element={<ForStaff endpoint="SavePaymentSettings">{page(SettingsPage)}</ForStaff>} />
          <Route path="emails" element={<ForStaff endpoint="GetEmailOutbox">{page(EmailOutboxPage)}</ForStaff>} />
          <Route path="audit" element={<ForStaff endpoint="GetAuditLog">{page(AuditLogPage)}</ForStaff>} />
          <Route path="account" element={<ForStaff endpoint="GetTwoFactor">{page(AccountPage)}</ForStaff>} />
          <Route path="staff" element={<ForStaff endpoint="GetStaff">{page(StaffPage)}</ForStaff>} />
          <Route path="*" element={page(NotFoundPage)} />
        </Route>
      </Route>
    </Routes>
  );
}
