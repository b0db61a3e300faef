import { Link, Outlet } from 'react-router';
import { LogoutMenu } from '../../features/sessions/components/logout-menu.tsx';
import { useLogout } from './use-logout.ts';
import logo from '../../assets/logo.svg';
import { academy } from '../../config/academy.ts';

/** Fighter area frame: only LOGOUT, which clears storage and goes to /home; its menu offers "Log out everywhere". */
export default function FighterLayout() {
  const logout = useLogout('/home');
  return (
    <div className="fighter-shell">
      <header className="navbar navbar-dark bg-dark px-3">
        <Link to="/home" className="navbar-brand d-flex align-items-center gap-2">
          <img src={logo} alt="" width={36} height={36} />
          <span>{academy.name}</span>
        </Link>
        <LogoutMenu onLogout={logout} loginPath="/fighter/login" />
      </header>
      <main id="main" className="container py-4">
        <Outlet />
      </main>
    </div>
  );
}
