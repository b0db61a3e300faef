import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { stripLanguage, type MessageKey } from '@academy/contract';
import { academy } from '../config/academy.ts';
import { useT } from '../lib/i18n.ts';
import { usePublicPath } from '../lib/language-paths.ts';
import { loginState, useSession } from '../lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import './site-top-bar.css';

/** The public navigation links. */
const NAV_LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: '/home', label: 'public.nav.home' },
  { to: '/about-us', label: 'public.nav.aboutUs' },
  { to: '/gallery', label: 'public.nav.gallery' },
  { to: '/events', label: 'public.nav.events' },
  { to: '/classes', label: 'public.nav.classes' },
];

const SCROLL_SOLID_PX = 24;

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page has scrolled a little: the bar over the hero turns solid. */
function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > SCROLL_SOLID_PX,
    () => false,
  );
}

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
    </svg>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** LOGIN disclosure for wide screens: a button that shows the two login links. */
function LoginDropdown() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className="login-dropdown"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-danger login-dropdown__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('public.nav.login')} <Chevron />
      </button>
      <ul id={menuId} className="login-dropdown__menu" hidden={!open}>
        <li>
          <Link to="/admin/login" onClick={() => setOpen(false)}>
            {t('public.nav.adminLogin')}
          </Link>
        </li>
        <li>
          <Link to="/fighter/login" onClick={() => setOpen(false)}>
            {t('public.nav.fighterLogin')}
          </Link>
        </li>
      </ul>
    </div>
  );
}

function AccountArea() {
  const t = useT();
  const state = loginState(useSession());
  if (state === 'admin') {
    return (
      <Link to="/admin" className="btn btn-outline-light profile-link">
        <UserIcon /> {t('public.nav.dashboard')}
      </Link>
    );
  }
  if (state === 'fighter') {
    return (
      <Link to="/fighter/viewprofile" className="btn btn-outline-light profile-link">
        <UserIcon /> {t('public.nav.viewProfile')}
      </Link>
    );
  }
  return (
    <>
      <div className="d-none d-md-block">
        <LoginDropdown />
      </div>
      <div className="login-buttons d-md-none">
        <Link to="/admin/login" className="btn btn-outline-light">
          {t('public.nav.adminLogin')}
        </Link>
        <Link to="/fighter/login" className="btn btn-danger">
          {t('public.nav.fighterLogin')}
        </Link>
      </div>
    </>
  );
}

export function SiteTopBar() {
  const t = useT();
  const publicPath = usePublicPath();
  const { pathname } = useLocation();
  const onHome = stripLanguage(pathname) === '/home';
  const visitor = loginState(useSession()) === 'visitor';
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Close the small-screen menu on every navigation (adjusting state while rendering, no effect needed).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // A click on any link inside the menu closes it, also when the link points at the current page.
  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  const transparent = onHome && !scrolled && !menuOpen;
  const classes = ['site-top-bar', onHome ? 'site-top-bar--overlay' : '', transparent ? 'is-transparent' : 'is-solid'];

  return (
    <header className={classes.filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      <nav className="container site-top-bar__inner" aria-label={t('public.nav.main')}>
        <Link to={publicPath('/home')} className="site-brand">
          <img src={academy.logo.src} alt="" width={44} height={44} className="site-brand__logo" />
          <span className="site-brand__name">{academy.name}</span>
          <span className="site-brand__short" aria-hidden="true">
            {academy.shortName}
          </span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="site-top-bar__toggle d-md-none"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={t(menuOpen ? 'public.nav.closeMenu' : 'public.nav.openMenu')}
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span className="hamburger" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>

        <div id={menuId} className={`site-menu${menuOpen ? ' is-open' : ''}`} onClick={onMenuClick}>
          <ul className="site-menu__links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={publicPath(link.to)}
                  className={({ isActive }) => `site-menu__link${isActive ? ' active' : ''}`}
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="site-menu__account">
            {/* A visitor's first step, on every public page; between tablet and desktop widths the bar has no room. */}
            {visitor && (
              <Link to={publicPath('/trial')} className="btn btn-danger site-trial d-md-none d-xl-inline-flex">
                {t('public.nav.trial')}
              </Link>
            )}
            <LanguageSwitch />
            <AccountArea />
          </div>
        </div>
      </nav>
    </header>
  );
}
