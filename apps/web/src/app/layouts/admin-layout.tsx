import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, matchPath } from 'react-router';
import {
  mayCallBeforeTwoFactor,
  staffMayCall,
  type EndpointName,
  type MessageKey,
  type StaffRole,
} from '@academy/contract';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useT } from '../../lib/i18n.ts';
import { useNewLeadsCount } from '../../lib/leads-list.ts';
import { useToCheckCount } from '../../lib/payments-list.ts';
import { LogoutMenu } from '../../components/logout-menu.tsx';
import { StaffSearch } from '../../features/people-search/staff/staff-search.tsx';
import { useLogout } from './use-logout.ts';
import { STAFF_ROLE_LABELS, useStaffAccount } from '../../lib/staff-account.ts';
import logo from '../../assets/logo.svg';
import { academy } from '../../config/academy.ts';
import '../../styles/bootstrap/modal.scss';
import './app-bar.css';
import './admin-layout.css';

/**
 * The admin sections; a section stays highlighted on its sub-pages (an event's details are under Events). Each
 * shows to the roles that may use its main endpoint (STAFF_ACCESS), a home only to its own role: an instructor
 * sees their day, the front desk its desk, the owner everything else.
 */
const LINKS: readonly {
  to: string;
  label: MessageKey;
  endpoint: EndpointName;
  only?: StaffRole;
  also: readonly string[];
}[] = [
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
    also: ['/admin/events/:id/check-in'],
  },
  { to: '/admin/dashboard', label: 'admin.nav.dashboard', endpoint: 'GetDashboard', also: [] },
  { to: '/admin/fighters', label: 'admin.nav.fighters', endpoint: 'GetAllFighters', also: [] },
  {
    to: '/admin/events',
    label: 'admin.nav.events',
    endpoint: 'CreateEvent',
    also: ['/admin/event-details/:id', '/admin/admin-event-details/:id'],
  },
  { to: '/admin/classes', label: 'admin.nav.classes', endpoint: 'UpdateBatch', also: [] },
  {
    to: '/admin/payments',
    label: 'admin.nav.payments',
    endpoint: 'GetPayments',
    also: ['/admin/payments/import', '/admin/payments/record', '/admin/payments/report'],
  },
  { to: '/admin/leads', label: 'admin.nav.leads', endpoint: 'GetLeads', also: [] },
  { to: '/admin/ranks', label: 'admin.nav.ranks', endpoint: 'SaveRanks', also: [] },
  { to: '/admin/gradings', label: 'admin.nav.gradings', endpoint: 'GetGradings', also: ['/admin/gradings/:id'] },
  { to: '/admin/gallery', label: 'admin.nav.gallery', endpoint: 'CreateGalleryImage', also: [] },
  { to: '/admin/emails', label: 'admin.nav.emails', endpoint: 'GetEmailOutbox', also: [] },
  { to: '/admin/audit', label: 'admin.nav.audit', endpoint: 'GetAuditLog', also: [] },
  { to: '/admin/staff', label: 'admin.nav.staff', endpoint: 'GetStaff', also: [] },
  { to: '/admin/settings', label: 'admin.nav.settings', endpoint: 'SavePaymentSettings', also: [] },
  { to: '/admin/account', label: 'admin.nav.account', endpoint: 'GetTwoFactor', also: [] },
];

/** Who is signed in, and in which role: several people share the staff's phones and laptops. */
function SignedInAs() {
  const t = useT();
  const { data } = useStaffAccount();
  if (!data) return null;
  return (
    <span className="app-bar__who d-none d-xl-inline" data-testid="signed-in-as">
      {data.name || data.email} · {t(STAFF_ROLE_LABELS[data.role])}
    </span>
  );
}

/** How many trial requests wait for a first call: a badge on the nav's Trial classes. */
function NewLeadsBadge() {
  const t = useT();
  const count = useNewLeadsCount();
  if (!count) return null;
  return (
    <span className="app-bar__badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden"> {t('admin.nav.newLeads', { count })}</span>
    </span>
  );
}

/** How many transfers wait for the admin's check: a badge on the nav's Payments. */
function ToCheckBadge() {
  const t = useT();
  const count = useToCheckCount();
  if (!count) return null;
  return (
    <span className="app-bar__badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden"> {t('admin.nav.toCheck', { count })}</span>
    </span>
  );
}

/**
 * Admin area frame: logo to /home, the admin sections and LOGOUT (clears storage, goes to /), whose menu also
 * offers "Log out everywhere".
 */
export default function AdminLayout() {
  const t = useT();
  const logout = useLogout('/');
  const { pathname } = useLocation();
  const inSection = (patterns: readonly string[]) => patterns.some((pattern) => matchPath(pattern, pathname));
  const links = useRef<HTMLUListElement>(null);
  const bar = useRef<HTMLElement>(null);
  const me = useStaffAccount().data;
  const role = me?.role;
  // A member who must set up a second factor first sees only where they set it up.
  const shown = role
    ? LINKS.filter((link) =>
        me.mustSetUpTwoFactor
          ? mayCallBeforeTwoFactor(link.endpoint)
          : link.only
            ? link.only === role
            : staffMayCall(link.endpoint, role),
      )
    : [];
  const searchable = me !== undefined && !me.mustSetUpTwoFactor && staffMayCall('SearchPeople', me.role);
  // On a phone the sections scroll sideways in one row: the current one is brought into view.
  useEffect(() => {
    links.current?.querySelector('.active')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, shown.length]);
  // The bar stays on screen and its height changes with the width (the sections wrap): a page's own bar that stays
  // on screen too (attendance's Mark all present) is kept just under it, not behind it.
  useEffect(() => {
    const header = bar.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      header.parentElement?.style.setProperty('--admin-bar-h', `${header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="admin-shell">
      <header className="site-top-bar is-solid admin-nav" ref={bar}>
        <div className="container-xl site-top-bar__inner app-bar__inner">
          {/* Named also where only the logo shows: on phones. */}
          <Link to="/home" className="site-brand" aria-label={t('admin.nav.brand', { name: academy.shortName })}>
            <img src={logo} alt="" width={44} height={44} className="site-brand__logo" />
            <span className="app-bar__brand-name d-none d-sm-inline">
              {t('admin.nav.brand', { name: academy.shortName })}
            </span>
          </Link>
          {searchable && <StaffSearch />}
          <nav aria-label={t('admin.nav.label')} className="admin-nav__links">
            <ul className="app-bar__links" ref={links}>
              {shown.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) => `app-bar__link${isActive || inSection(link.also) ? ' active' : ''}`}
                  >
                    {t(link.label)}
                    {link.to === '/admin/leads' && <NewLeadsBadge />}
                    {link.to === '/admin/payments' && <ToCheckBadge />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="app-bar__end">
            <SignedInAs />
            <LanguageSwitch />
            <LogoutMenu onLogout={logout} loginPath="/admin/login" />
          </div>
        </div>
      </header>
      <main id="main" className="container-xl py-4">
        <Outlet />
      </main>
    </div>
  );
}
