import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { LIMITS } from '@academy/contract';
import { ToastContext, type ToastApi, type ToastVariant } from './toast-context.ts';
import './toast.css';

interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
}

/** In-page alerts (role="alert") instead of window.alert, which blocks the whole page. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const show = useCallback<ToastApi['show']>(
    (message, variant = 'info', durationMs = LIMITS.successDisplayMs) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, variant }]);
      window.setTimeout(() => dismiss(id), durationMs);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show }), [show]);

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
              aria-label="Dismiss"
              onClick={() => dismiss(toast.id)}
            />
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
