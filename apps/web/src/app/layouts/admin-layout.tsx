import { Link, NavLink, Outlet } from 'react-router';
import { LogoutMenu } from '../../features/sessions/components/logout-menu.tsx';
import { useLogout } from './use-logout.ts';
import logo from '../../assets/logo.svg';
import { academy } from '../../config/academy.ts';
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
      <header className="admin-nav navbar navbar-expand navbar-dark bg-dark px-3">
        <Link to="/home" className="navbar-brand d-flex align-items-center gap-2">
          <img src={logo} alt="" width={36} height={36} />
          <span className="d-none d-sm-inline">{academy.shortName} Admin</span>
        </Link>
        <nav aria-label="Admin" className="navbar-nav me-auto flex-row gap-1 gap-sm-3">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className="nav-link">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <LogoutMenu onLogout={logout} loginPath="/admin/login" />
      </header>
      <main id="main" className="container-xl py-4">
        <Outlet />
      </main>
    </div>
  );
}
