import { useEffect, useRef } from 'react';
import { Link, Outlet } from 'react-router';
import { staffMayCall } from '@academy/contract';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useT } from '../../lib/i18n.ts';
import { useNewLeadsCount } from '../../lib/leads-list.ts';
import { useToCheckCount } from '../../lib/payments-list.ts';
import { LogoutMenu } from '../../components/logout-menu.tsx';
import { StaffSearch } from '../../features/people-search/staff/staff-search.tsx';
import { useLogout } from './use-logout.ts';
import { StaffNav } from './staff-nav.tsx';
import { navGroupsFor, type NavLinkEntry } from './staff-nav-links.ts';
import { STAFF_ROLE_LABELS, useStaffAccount } from '../../lib/staff-account.ts';
import logo from '../../assets/logo.svg';
import { academy } from '../../config/academy.ts';
import '../../styles/bootstrap/modal.scss';
import './app-bar.css';
import './admin-layout.css';

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
function NewLeadsBadge({ section }: { section?: string }) {
  const t = useT();
  const count = useNewLeadsCount();
  if (!count) return null;
  return (
    <span className="app-bar__badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        {' '}
        {section && `${section}: `}
        {t('admin.nav.newLeads', { count })}
      </span>
    </span>
  );
}

/** How many transfers wait for the admin's check: a badge on the nav's Payments. */
function ToCheckBadge({ section }: { section?: string }) {
  const t = useT();
  const count = useToCheckCount();
  if (!count) return null;
  return (
    <span className="app-bar__badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        {' '}
        {section && `${section}: `}
        {t('admin.nav.toCheck', { count })}
      </span>
    </span>
  );
}

/** The count waiting in a section; `section` names it where the badge stands away from the section's own name. */
function sectionBadge(link: NavLinkEntry, section?: string) {
  if (link.to === '/admin/leads') return <NewLeadsBadge key={link.to} section={section} />;
  if (link.to === '/admin/payments') return <ToCheckBadge key={link.to} section={section} />;
  return null;
}

/**
 * Admin area frame: logo to /home, the admin sections and LOGOUT (clears storage, goes to /), whose menu also
 * offers "Log out everywhere".
 */
export default function AdminLayout() {
  const t = useT();
  const logout = useLogout('/');
  const bar = useRef<HTMLElement>(null);
  const me = useStaffAccount().data;
  const groups = me ? navGroupsFor(me.role, me.mustSetUpTwoFactor) : [];
  const searchable = me !== undefined && !me.mustSetUpTwoFactor && staffMayCall('SearchPeople', me.role);
  // The bar stays on screen and its height changes with the width (a row of sections, or a Menu button): a page's
  // own bar that stays on screen too (attendance's Mark all present) is kept just under it, not behind it.
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
          <StaffNav groups={groups} badge={sectionBadge} />
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
