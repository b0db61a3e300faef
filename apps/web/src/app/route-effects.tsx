import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ToastContext } from '../components/toast/toast-context.ts';
import { STORAGE_KEYS } from '../lib/session.ts';
import { pageTitle } from './page-titles.ts';

/**
 * On every navigation: remember the route in localStorage, scroll to the top or to the #anchor, and clear the
 * notices of the page left behind.
 */
export function RouteEffects() {
  const { pathname, search, hash } = useLocation();
  // Optional so that a tree without notices (a test, a future shell) still renders.
  const toasts = useContext(ToastContext);
  const pageChanged = toasts?.pageChanged;

  useEffect(() => {
    pageChanged?.();
  }, [pathname, pageChanged]);

  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEYS.currentRoute, pathname + search);
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    // The anchored section may render a frame later (lazy pages), so look for it after paint.
    const id = decodeURIComponent(hash.slice(1));
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, search, hash]);

  return null;
}
