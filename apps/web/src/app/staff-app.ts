import { useEffect } from 'react';
import { CLAIM_REQUEST, STAFF_SCOPE } from '../service-worker/shell-requests.ts';
import { STAFF_APP_FILES } from '../service-worker/staff-app-files.ts';

function addHeadLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
  return link;
}

/**
 * Registers the staff area's worker and, once a worker is active for this page, asks it to take the page if it has
 * not: the worker's first activation takes only the pages already loaded when it ends.
 */
export async function registerStaffWorker(
  container: Pick<ServiceWorkerContainer, 'register' | 'ready' | 'controller'>,
): Promise<void> {
  await container.register(STAFF_APP_FILES.worker, { scope: STAFF_SCOPE });
  const registration = await container.ready;
  if (!container.controller) registration.active?.postMessage(CLAIM_REQUEST);
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
    if (navigator.serviceWorker) {
      registerStaffWorker(navigator.serviceWorker).catch(() => undefined);
    }
    return () => links.forEach((link) => link.remove());
  }, []);
}
