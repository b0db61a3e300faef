import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { STORAGE_KEYS } from '../../lib/session.ts';

/** On every navigation: remember the route (SPEC.md section 2) and scroll to the top, or to the #anchor. */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    localStorage.setItem(STORAGE_KEYS.currentRoute, pathname + search);
    if (hash) {
      // The anchored section may render a frame later (lazy pages), so look for it after paint.
      const id = decodeURIComponent(hash.slice(1));
      requestAnimationFrame(() => {
        const target = document.getElementById(id);
        if (target) target.scrollIntoView();
        else window.scrollTo(0, 0);
      });
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, search, hash]);

  return <Outlet />;
}
