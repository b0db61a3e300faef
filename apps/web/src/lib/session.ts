import { useSyncExternalStore } from 'react';
import type { UserType } from '@academy/contract';

/** localStorage keys fixed by SPEC.md section 3. */
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

/** Login state per SPEC.md section 4: a stored token plus the stored userType. */
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

/** Logout clears all browser storage (SPEC.md section 2, layouts). */
export function clearSession() {
  localStorage.clear();
  sessionStorage.clear();
  notify();
}
