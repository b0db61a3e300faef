import { useSyncExternalStore } from 'react';
import type { UserType } from '@academy/contract';

/** localStorage keys of a session; saved sessions and the e2e fixtures rely on these names. */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  fighterId: 'fighterId',
  userType: 'userType',
  currentRoute: 'currentRoute',
  bookingConfirmation: 'bookingConfirmation',
} as const;

export interface Session {
  token: string | null;
  userType: UserType | null;
  userId: string | null;
  fighterId: string | null;
}

const listeners = new Set<() => void>();
let cached: Session | null = null;

function read(): Session {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const rawType = localStorage.getItem(STORAGE_KEYS.userType);
  const userType: UserType | null = rawType === 'admin' || rawType === 'fighter' ? rawType : null;
  const userId = localStorage.getItem(STORAGE_KEYS.userId);
  const fighterId = localStorage.getItem(STORAGE_KEYS.fighterId);
  if (
    cached &&
    cached.token === token &&
    cached.userType === userType &&
    cached.userId === userId &&
    cached.fighterId === fighterId
  ) {
    return cached;
  }
  cached = { token, userType, userId, fighterId };
  return cached;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getSession(): Session {
  return read();
}

/** Login state: a stored token plus the stored userType. */
export function loginState(session: Session): 'admin' | 'fighter' | 'visitor' {
  if (!session.token) return 'visitor';
  return session.userType ?? 'visitor';
}

/** Prerendered pages are rendered for a visitor; the browser swaps in the stored session after hydration. */
const VISITOR: Session = { token: null, userType: null, userId: null, fighterId: null };

export function useSession(): Session {
  return useSyncExternalStore(subscribe, read, () => VISITOR);
}

export function saveLogin(values: { token: string; userType: UserType; userId: string }) {
  localStorage.setItem(STORAGE_KEYS.token, values.token);
  localStorage.setItem(STORAGE_KEYS.userType, values.userType);
  localStorage.setItem(STORAGE_KEYS.userId, values.userId);
  if (values.userType === 'fighter') localStorage.setItem(STORAGE_KEYS.fighterId, values.userId);
  notify();
}

/** Why the last session ended when the user did not log out: shown once by the next login form. */
const ENDED_NOTICE_KEY = 'sessionEndedNotice';

/**
 * Logout clears all browser storage. `endedBecause` is the server's reason when it refused the stored token
 * (a password reset or "log out everywhere" on another device), so the login page can say why it is back.
 */
export function clearSession(endedBecause?: string) {
  localStorage.clear();
  sessionStorage.clear();
  if (endedBecause) sessionStorage.setItem(ENDED_NOTICE_KEY, endedBecause);
  notify();
}

/** The reason the last session ended, once: reading it forgets it. */
export function takeSessionEndedNotice(): string | null {
  const notice = sessionStorage.getItem(ENDED_NOTICE_KEY);
  sessionStorage.removeItem(ENDED_NOTICE_KEY);
  return notice;
}
