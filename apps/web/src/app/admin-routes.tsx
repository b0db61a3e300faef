import { lazy, Suspense, type ComponentType } from 'react';
import type { EndpointName } from '@academy/contract';
import { Route, Routes } from 'react-router';
import './admin-titles.ts';
import { lazyIn, page } from './lazy-page.tsx';
import { useAreaTitle } from './page-titles.ts';
import { RequireRole } from './require-role.tsx';
import { useStaffApp } from './staff-app.ts';
import { ForStaff, StaffHome } from './for-staff.tsx';

const AdminLoginPage = lazyIn(['admin', 'form'], () => import('../features/staff/public/admin-login-page.tsx'));
const AdminLayout = lazyIn(['admin', 'form'], () => import('./layouts/admin-layout.tsx'));
/**
 * Trial requests by state and today's classes name their states in the Classes area's words; the rank figures name
 * each belt.
 */
const DashboardPage = lazyIn(
  ['admin', 'classes', 'ranks'],
  () => import('../features/dashboard/staff/dashboard-page.tsx'),
);
const AdminLeadsPage = lazyIn(
  ['admin', 'form', 'classes'],
  () => import('../features/leads/staff/admin-leads-page.tsx'),
);
/** A fighter's batches name their programs and weekdays in the Classes area's words; the Rank column names belts. */
const FightersListPage = lazyIn(
  ['admin', 'form', 'classes', 'ranks'],
  () => import('../features/families/staff/fighters-list-page.tsx'),
);
const FamilyPage = lazyIn(['admin'], () => import('../features/people-search/staff/family-page.tsx'));
/** The family's WhatsApp and SMS choices, which the messages feature draws on the family's page. */
const FamilyConsents = lazy(() =>
  import('../features/messages/staff/family-consents.tsx').then((module) => ({ default: module.FamilyConsents })),
);

/** The family's page with its message choices handed to it (features never import one another). */
function Family() {
  return (
    <FamilyPage
      messages={(familyId) => (
        <Suspense fallback={null}>
          <FamilyConsents familyId={familyId} />
        </Suspense>
      )}
    />
  );
}
const AdminGalleryPage = lazyIn(['admin', 'form'], () => import('../features/gallery/staff/admin-gallery-page.tsx'));
const AdminEventsPage = lazyIn(['admin', 'form'], () => import('../features/events/staff/admin-events-page.tsx'));
/** A booking's belt of the syllabus is named in the Ranks area's words ('Brown · 3rd kyu'). */
const EventDetailsPage = lazyIn(
  ['admin', 'form', 'ranks'],
  () => import('../features/events/staff/event-details-page.tsx'),
);
const AdminEventDetailsPage = lazyIn(
  ['admin', 'form', 'ranks'],
  () => import('../features/events/staff/admin-event-details-page.tsx'),
);
/** A tournament's athletes are weighed at the door: the tournaments' words come with it. */
const EventCheckInPage = lazyIn(
  ['admin', 'form', 'ranks', 'tournaments'],
  () => import('../features/events/staff/event-check-in-page.tsx'),
);
const WeighInPanel = lazy(() => import('../features/tournaments/staff/weigh-in-panel.tsx'));
const TournamentDoorLink = lazy(() => import('../features/tournaments/staff/tournament-door-link.tsx'));

/**
 * The event's door, with the tournaments' weigh-in and the way to a tournament's page handed to it (features never
 * import one another).
 */
function EventDoor() {
  return <EventCheckInPage WeighIn={WeighInPanel} TournamentLink={TournamentDoorLink} />;
}
/** An entry's belt is named in the Ranks area's words ('3rd kyu'); a category in the Tournaments area's. */
const TournamentPage = lazyIn(
  ['admin', 'form', 'ranks', 'tournaments'],
  () => import('../features/tournaments/staff/tournament-page.tsx'),
);
const TournamentCategoryPage = lazyIn(
  ['admin', 'form', 'ranks', 'tournaments'],
  () => import('../features/tournaments/staff/category-page.tsx'),
);
/** A tatami's scoring console (decision 061), and a table official's home that leads to theirs. */
const ConsolePage = lazyIn(['admin'], () => import('../features/scoring-console/console-page.tsx'));
const ConsoleHomePage = lazyIn(['admin'], () => import('../features/scoring-console/console-home-page.tsx'));
/** The classes screens also show the public Classes page's words: programs and weekdays. */
const AdminClassesPage = lazyIn(
  ['admin', 'form', 'classes'],
  () => import('../features/classes/staff/admin-classes-page.tsx'),
);
const BatchRosterPage = lazyIn(
  ['admin', 'form', 'classes'],
  () => import('../features/classes/staff/batch-roster-page.tsx'),
);
const AttendancePage = lazyIn(
  ['admin', 'form', 'classes'],
  () => import('../features/classes/staff/attendance-page.tsx'),
);
const CheckInPage = lazyIn(['admin', 'form', 'classes'], () => import('../features/classes/staff/check-in-page.tsx'));
const AttendanceRegisterPage = lazyIn(
  ['admin', 'form', 'classes'],
  () => import('../features/classes/staff/attendance-register-page.tsx'),
);
/** Belts are drawn with their words ('ranks'); a grading's dates name weekdays in the Classes area's words. */
const RanksPage = lazyIn(['admin', 'form', 'ranks'], () => import('../features/ranks/staff/ranks-page.tsx'));
const GradingsPage = lazyIn(
  ['admin', 'form', 'classes', 'ranks', 'gradings'],
  () => import('../features/ranks/staff/gradings-page.tsx'),
);
const GradingPage = lazyIn(
  ['admin', 'form', 'classes', 'ranks', 'gradings'],
  () => import('../features/ranks/staff/grading-page.tsx'),
);
const PaymentsPage = lazyIn(['admin', 'form'], () => import('../features/payments/staff/payments-page.tsx'));
const PaymentsImportPage = lazyIn(['admin', 'form'], () => import('../features/payments/staff/import-page.tsx'));
const PaymentsRecordPage = lazyIn(['admin', 'form'], () => import('../features/payments/staff/record-page.tsx'));
const PaymentsReportPage = lazyIn(['admin', 'form'], () => import('../features/payments/staff/report-page.tsx'));
const AccountPage = lazyIn(['admin', 'form'], () => import('../features/staff/staff/account-page.tsx'));
const SettingsPage = lazyIn(['admin', 'form'], () => import('../features/settings/staff/settings-page.tsx'));
/** What was sent to families by WhatsApp, SMS and email, and the settings of what is sent (decision 064). */
const MessagesPage = lazyIn(['admin', 'form'], () => import('../features/messages/staff/messages-page.tsx'));
const EmailOutboxPage = lazyIn(['admin', 'form'], () => import('../features/outbox/staff/email-outbox-page.tsx'));
const AuditLogPage = lazyIn(['admin', 'form'], () => import('../features/audit/staff/audit-log-page.tsx'));
const StaffPage = lazyIn(['admin', 'form'], () => import('../features/staff/staff/staff-page.tsx'));
/** The invited person's page: outside the guard, like the login (the link's secret is the key). */
const InvitationPage = lazyIn(['admin', 'form'], () => import('../features/staff/public/invitation-page.tsx'));
/** An instructor's day: today's class days of their batches; the Classes area's words name the days. */
const TeachingPage = lazyIn(['admin', 'classes'], () => import('../features/classes/staff/teaching-page.tsx'));
const DeskPage = lazyIn(['admin'], () => import('../features/staff/staff/desk-page.tsx'));
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
          <Route path="families/:id" element={forStaff('GetFamilyFile', Family)} />
          <Route path="leads" element={forStaff('GetLeads', AdminLeadsPage)} />
          <Route path="gallery" element={forStaff('CreateGalleryImage', AdminGalleryPage)} />
          <Route path="events" element={forStaff('CreateEvent', AdminEventsPage)} />
          <Route path="events/:id/check-in" element={forStaff('GetEventDoor', EventDoor)} />
          <Route path="events/:id/tournament" element={forStaff('GetTournament', TournamentPage)} />
          <Route
            path="events/:id/tournament/categories/:categoryId"
            element={forStaff('GetCategory', TournamentCategoryPage)}
          />
          <Route path="events/:id/console/:tatami" element={forStaff('GetConsole', ConsolePage)} />
          <Route path="console" element={forStaff('GetConsole', ConsoleHomePage)} />
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
          <Route path="messages" element={forStaff('ListMessages', MessagesPage)} />
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
