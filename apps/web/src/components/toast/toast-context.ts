import { createContext, useContext } from 'react';

export type ToastVariant = 'success' | 'danger' | 'info';

export interface ToastApi {
  /** Shows an in-page alert (role="alert"); it disappears after durationMs. */
  show: (message: string, variant?: ToastVariant, durationMs?: number) => void;
  /**
   * Called on every navigation: clears the notices of the page being left, keeping only those shown by the action
   * that navigated (e.g. "Login successful" before going to the profile).
   */
  pageChanged: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
