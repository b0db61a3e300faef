import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LIMITS } from '@academy/contract';
import { useT } from '../../lib/i18n.ts';
import { ToastContext, type ToastApi, type ToastVariant } from './toast-context.ts';
import './toast.css';

interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  shownAt: number;
}

/** More notices than this only hide the form they are about; the newest replace the oldest (phones show one, CSS). */
export const MAX_TOASTS = 2;
/**
 * A notice shown this shortly before a navigation came from the action that navigated (a login, a sign-up, a
 * logout) and is meant for the next page; older ones belong to the page being left. Generous enough to cover a
 * lazy page loading and a redirect after it.
 */
export const CARRY_OVER_MS = 1500;

/**
 * In-page alerts (role="alert") instead of window.alert, which blocks the whole page: never the same text twice,
 * at most MAX_TOASTS at once, cleared when the user moves to another page (see pageChanged).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  // Each notice's timer, cleared when the provider goes: a timer left behind would update a page that is gone.
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const show = useCallback<ToastApi['show']>(
    (message, variant = 'info', durationMs = LIMITS.successDisplayMs) => {
      const id = nextId.current++;
      const shownAt = Date.now();
      // The same text again (a second click on a failing submit) replaces the visible one instead of stacking.
      setToasts((list) =>
        [...list.filter((toast) => toast.message !== message), { id, message, variant, shownAt }].slice(-MAX_TOASTS),
      );
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, durationMs);
      timers.current.add(timer);
    },
    [dismiss],
  );

  const pageChanged = useCallback(() => {
    setToasts((list) => {
      const now = Date.now();
      const kept = list.filter((toast) => now - toast.shownAt <= CARRY_OVER_MS);
      return kept.length === list.length ? list : kept;
    });
  }, []);

  const api = useMemo(() => ({ show, pageChanged }), [show, pageChanged]);

  // Phones show the notice in a band across the top and move the page down below it while it shows (toast.css).
  const showing = toasts.length > 0;
  useEffect(() => {
    document.documentElement.toggleAttribute('data-notice', showing);
  }, [showing]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-stack" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} role="alert" className={`app-toast app-toast-${toast.variant}`}>
            <span>{toast.message}</span>
            <button
              type="button"
              className="btn-close btn-close-white"
              aria-label={t('public.toast.dismiss')}
              onClick={() => dismiss(toast.id)}
            />
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
