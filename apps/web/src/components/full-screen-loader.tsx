import { useT } from '../lib/i18n.ts';
import './full-screen-overlay.css';

/** Covers the screen while a call that must not be interrupted runs. */
export function FullScreenLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="full-screen-overlay" role="status" aria-live="polite">
      <div className="spinner-border text-light" style={{ width: '3rem', height: '3rem' }} aria-hidden="true" />
      <span className="mt-3 text-light">{label ?? t('form.kit.pleaseWait')}</span>
    </div>
  );
}
