import { Link, NavLink, Outlet } from 'react-router';
import { LogoutMenu } from '../../features/sessions/components/logout-menu.tsx';
import { useLogout } from './use-logout.ts';
import logo from '../../assets/logo.svg';
import { academy } from '../../config/academy.ts';
import './app-bar.css';
import './admin-layout.css';

const LINKS = [
  { to: '/admin/dashboard', label: 'Fighters' },
  { to: '/admin/events', label: 'Events' },
  { to: '/admin/gallery', label: 'Gallery' },
  { to: '/admin/emails', label: 'Emails' },
];

/**
 * Admin area frame: logo to /home, the admin sections and LOGOUT (clears storage, goes to /), whose menu also
 * offers "Log out everywhere".
 */
export default function AdminLayout() {
  const logout = useLogout('/');
  return (
    <div className="admin-shell">
      <header className="site-top-bar is-solid admin-nav">
        <div className="container-xl site-top-bar__inner app-bar__inner">
          {/* Named also on phones, where only the logo shows. */}
          <Link to="/home" className="site-brand" aria-label={`${academy.shortName} Admin`}>
            <img src={logo} alt="" width={44} height={44} className="site-brand__logo" />
            <span className="app-bar__brand-name d-none d-sm-inline">{academy.shortName} Admin</span>
          </Link>
          <nav aria-label="Admin" className="admin-nav__links">
            <ul className="app-bar__links">
              {LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="app-bar__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LogoutMenu onLogout={logout} loginPath="/admin/login" />
        </div>
      </header>
      <main id="main" className="container-xl py-4">
        <Outlet />
      </main>
    </div>
  );
}
