import { useEffect } from 'react';
import { STAFF_SCOPE } from '../service-worker/shell-requests.ts';
import { STAFF_APP_FILES } from '../service-worker/staff-app-files.ts';

function addHeadLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
  return link;
}

/**
 * Makes the staff area an app a phone can install and open with no connection (decision 042): while an admin page
 * is shown, the head links the staff app's manifest and home-screen icon, and the service worker is registered for
 * /admin/. Public pages never carry either: this code is in the admin area's chunk, and the links leave with it.
 * Only in a build: the dev server has no worker, manifest or icons.
 */
export function useStaffApp(): void {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    const links = [
      addHeadLink('manifest', STAFF_APP_FILES.manifest),
      addHeadLink('apple-touch-icon', STAFF_APP_FILES.appleTouchIcon),
    ];
    // Without a worker (an old browser, a private window that refuses one) the area still works online.
    navigator.serviceWorker?.register(STAFF_APP_FILES.worker, { scope: STAFF_SCOPE }).catch(() => undefined);
    return () => links.forEach((link) => link.remove());
  }, []);
}
