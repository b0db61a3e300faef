import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useT } from '../../lib/i18n.ts';
import { usePublicPath } from '../../lib/language-paths.ts';
import { LogoutMenu } from '../../components/logout-menu.tsx';
import { useLogout } from './use-logout.ts';
import logo from '../../assets/logo.svg';
import { academy } from '../../config/academy.ts';
import '../../styles/bootstrap/modal.scss';
import './app-bar.css';
import './fighter-layout.css';

/**
 * Fighter area frame: logo to /home, the profile, My bookings, Events (to book) and LOGOUT, which clears storage and
 * goes to /home; its menu offers "Log out everywhere". On a phone the links take a row of their own under the bar.
 */
export default function FighterLayout() {
  const t = useT();
  const publicPath = usePublicPath();
  const logout = useLogout(publicPath('/home'));
  return (
    <div className="fighter-shell">
      <header className="site-top-bar is-solid">
        <div className="container site-top-bar__inner app-bar__inner fighter-bar">
          {/* Named also on phones, where only the logo shows. */}
          <Link to={publicPath('/home')} className="site-brand fighter-bar__brand" aria-label={academy.name}>
            <img src={logo} alt="" width={44} height={44} className="site-brand__logo" />
            <span className="app-bar__brand-name fighter-bar__name d-none d-md-inline">{academy.name}</span>
            {/* Small tablets get the short name; phones only the logo, leaving Events and LOGOUT room on one row. */}
            <span className="app-bar__brand-name fighter-bar__name d-none d-sm-inline d-md-none">
              {academy.shortName}
            </span>
          </Link>
          {/* The way back to booking: a fighter logs in mostly to book events, then finds the tickets. */}
          <nav aria-label={t('account.nav.label')} className="fighter-bar__nav me-auto">
            <ul className="app-bar__links">
              <li>
                <NavLink to="/fighter/viewprofile" className="app-bar__link">
                  {t('account.nav.profile')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/fighter/bookings" className="app-bar__link">
                  {t('account.nav.bookings')}
                </NavLink>
              </li>
              <li>
                <NavLink to={publicPath('/events')} className="app-bar__link">
                  {t('account.nav.events')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="app-bar__end">
            <LanguageSwitch />
            <LogoutMenu onLogout={logout} loginPath="/fighter/login" />
          </div>
        </div>
      </header>
      <main id="main" className="container py-4">
        <Outlet />
      </main>
    </div>
  );
}
