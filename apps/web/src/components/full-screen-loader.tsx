import './full-screen-overlay.css';

/** Covers the screen while a call that must not be interrupted runs. */
export function FullScreenLoader({ label = 'Please wait…' }: { label?: string }) {
  return (
    <div className="full-screen-overlay" role="status" aria-live="polite">
      <div className="spinner-border text-light" style={{ width: '3rem', height: '3rem' }} aria-hidden="true" />
      <span className="mt-3 text-light">{label}</span>
    </div>
  );
}
