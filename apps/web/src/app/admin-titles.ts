import { addPageTitles, type TitleTable } from './page-titles.ts';

/** The admin area's page titles, in the admin catalog area; they join the table when the admin code loads. */
export const ADMIN_TITLES: TitleTable = [
  ['/admin/login', 'admin.title.login'],
  ['/admin', 'admin.title.dashboard'],
  ['/admin/dashboard', 'admin.title.dashboard'],
  ['/admin/fighters', 'admin.title.fighters'],
  ['/admin/leads', 'admin.title.leads'],
  ['/admin/events', 'admin.title.events'],
  ['/admin/events/:id/check-in', 'admin.title.eventCheckIn'],
  ['/admin/events/:id/tournament', 'admin.title.tournament'],
  ['/admin/event-details/:id', 'admin.title.eventDetails'],
  ['/admin/admin-event-details/:id', 'admin.title.eventDetails'],
  ['/admin/gallery', 'admin.title.gallery'],
  ['/admin/classes', 'admin.title.classes'],
  ['/admin/classes/:id', 'admin.title.classes'],
  ['/admin/classes/:id/attendance', 'admin.title.attendance'],
  ['/admin/classes/:id/check-in', 'admin.title.attendance'],
  ['/admin/classes/:id/register', 'admin.title.register'],
  ['/admin/ranks', 'admin.title.ranks'],
  ['/admin/gradings', 'admin.title.gradings'],
  ['/admin/gradings/:id', 'admin.title.gradings'],
  ['/admin/payments', 'admin.title.payments'],
  ['/admin/payments/import', 'admin.title.payments'],
  ['/admin/payments/record', 'admin.title.payments'],
  ['/admin/payments/report', 'admin.title.payments'],
  ['/admin/settings', 'admin.title.settings'],
  ['/admin/account', 'admin.title.account'],
  ['/admin/emails', 'admin.title.emails'],
  ['/admin/audit', 'admin.title.audit'],
  ['/admin/staff', 'admin.title.staff'],
  ['/admin/invitation', 'admin.title.invitation'],
  ['/admin/today', 'admin.title.today'],
  ['/admin/desk', 'admin.title.desk'],
  ['/admin/families/:id', 'admin.title.family'],
];

addPageTitles(ADMIN_TITLES);
