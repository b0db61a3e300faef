import { useEffect } from 'react';
import { LIMITS } from '@academy/contract';
import './full-screen-overlay.css';

interface Props {
  message: string;
  /** Called once the animation has shown for LIMITS.successDisplayMs (5 s). */
  onDone: () => void;
}

/** The full-screen success animation after saving an event or booking a seat; calls onDone after 5 s. */
export function SuccessAnimation({ message, onDone }: Props) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, LIMITS.successDisplayMs);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return (
    <div className="full-screen-overlay success-overlay" role="alert">
      <svg className="success-check" viewBox="0 0 52 52" aria-hidden="true">
        <circle className="success-check-circle" cx="26" cy="26" r="24" fill="none" />
        <path className="success-check-mark" fill="none" d="M14 27l8 8 16-16" />
      </svg>
      <p className="mt-3 fs-4 text-light">{message}</p>
    </div>
  );
}
