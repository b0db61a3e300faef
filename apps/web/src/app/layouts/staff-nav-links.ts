import {
  mayCallBeforeTwoFactor,
  staffMayCall,
  type EndpointName,
  type MessageKey,
  type StaffRole,
} from '@academy/contract';

export interface NavLinkEntry {
  to: string;
  label: MessageKey;
  /** The section's main endpoint: the section shows to the roles STAFF_ACCESS lets call it. */
  endpoint: EndpointName;
  /** A home shows to its own role alone. */
  only?: StaffRole;
  /** Sub-pages under which the section stays highlighted (an event's details are under Events). */
  also: readonly string[];
}

export interface NavGroup {
  /** A group's heading; a group without one is a row of single sections. */
  label?: MessageKey;
  links: readonly NavLinkEntry[];
}

/**
 * The staff sections in the order the bar shows them. An instructor sees their day, the front desk its desk, the
 * owner everything else; the teaching records and the academy's own pages are grouped, so the owner's bar is one
 * row at 1280 px.
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    links: [
      {
        to: '/admin/today',
        label: 'admin.nav.today',
        endpoint: 'GetTeaching',
        only: 'instructor',
        also: ['/admin/classes/:id/*', '/admin/classes/:id', '/admin/gradings/:id'],
      },
      {
        to: '/admin/desk',
        label: 'admin.nav.desk',
        endpoint: 'GetLeads',
        only: 'frontDesk',
        also: ['/admin/events/:id/check-in', '/admin/events/:id/tournament'],
      },
      {
        to: '/admin/console',
        label: 'admin.nav.console',
        endpoint: 'GetConsole',
        only: 'tableOfficial',
        also: ['/admin/events/:id/console/:tatami'],
      },
      { to: '/admin/dashboard', label: 'admin.nav.dashboard', endpoint: 'GetDashboard', also: [] },
      { to: '/admin/fighters', label: 'admin.nav.fighters', endpoint: 'GetAllFighters', also: [] },
    ],
  },
  {
    label: 'admin.nav.groups.training',
    links: [
      { to: '/admin/classes', label: 'admin.nav.classes', endpoint: 'UpdateBatch', also: [] },
      { to: '/admin/ranks', label: 'admin.nav.ranks', endpoint: 'SaveRanks', also: [] },
      { to: '/admin/gradings', label: 'admin.nav.gradings', endpoint: 'GetGradings', also: [] },
    ],
  },
  {
    links: [
      {
        to: '/admin/events',
        label: 'admin.nav.events',
        endpoint: 'CreateEvent',
        also: ['/admin/event-details/:id', '/admin/admin-event-details/:id'],
      },
      { to: '/admin/payments', label: 'admin.nav.payments', endpoint: 'GetPayments', also: [] },
      { to: '/admin/leads', label: 'admin.nav.leads', endpoint: 'GetLeads', also: [] },
    ],
  },
  {
    label: 'admin.nav.groups.academy',
    links: [
      { to: '/admin/gallery', label: 'admin.nav.gallery', endpoint: 'CreateGalleryImage', also: [] },
      { to: '/admin/staff', label: 'admin.nav.staff', endpoint: 'GetStaff', also: [] },
      { to: '/admin/messages', label: 'admin.nav.messages', endpoint: 'ListMessages', also: [] },
      { to: '/admin/emails', label: 'admin.nav.emails', endpoint: 'GetEmailOutbox', also: [] },
      { to: '/admin/audit', label: 'admin.nav.audit', endpoint: 'GetAuditLog', also: [] },
      { to: '/admin/settings', label: 'admin.nav.settings', endpoint: 'SavePaymentSettings', also: [] },
    ],
  },
  { links: [{ to: '/admin/account', label: 'admin.nav.account', endpoint: 'GetTwoFactor', also: [] }] },
];

/** The sections a member sees; one who must set up a second factor first sees only where they set it up. */
export function navGroupsFor(role: StaffRole, mustSetUpTwoFactor: boolean): NavGroup[] {
  const shown = (link: NavLinkEntry) =>
    mustSetUpTwoFactor
      ? mayCallBeforeTwoFactor(link.endpoint)
      : link.only
        ? link.only === role
        : staffMayCall(link.endpoint, role);
  return NAV_GROUPS.map((group) => ({ ...group, links: group.links.filter(shown) })).filter(
    (group) => group.links.length > 0,
  );
}
