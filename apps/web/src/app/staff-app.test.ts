import { describe, expect, it, vi } from 'vitest';
import { CLAIM_REQUEST } from '../service-worker/shell-requests.ts';
import { registerStaffWorker } from './staff-app.ts';

/** A service worker container whose worker is active, the page controlled by it or not. */
function container(controlled: boolean) {
  const active = { postMessage: vi.fn() };
  const registration = { active } as unknown as ServiceWorkerRegistration;
  return {
    active,
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    controller: controlled ? ({} as ServiceWorker) : null,
  };
}

describe('registerStaffWorker', () => {
  it('registers the worker for the staff area and asks it to take a page it does not control', async () => {
    const uncontrolled = container(false);
    await registerStaffWorker(uncontrolled);
    expect(uncontrolled.register).toHaveBeenCalledWith('/sw.js', { scope: '/admin/' });
    expect(uncontrolled.active.postMessage).toHaveBeenCalledExactlyOnceWith(CLAIM_REQUEST);
  });

  it('asks nothing of the worker when it already controls the page', async () => {
    const controlled = container(true);
    await registerStaffWorker(controlled);
    expect(controlled.register).toHaveBeenCalledOnce();
    expect(controlled.active.postMessage).not.toHaveBeenCalled();
  });
});
