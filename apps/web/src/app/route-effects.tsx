import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { STORAGE_KEYS } from '../lib/session.ts';

/** On every navigation: remember the route in localStorage and scroll to the top, or to the #anchor. */
export function RouteEffects() {
  const { pathname, search, hash } = useLocation();

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
