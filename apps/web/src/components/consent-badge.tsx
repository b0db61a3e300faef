import type { ConsentState, MessageKey } from '@academy/contract';
import { useT } from '../lib/i18n.ts';
import './consent-badge.css';

/** Each consent state's words: the family switcher, a child's consent panel and the admin's fighters list. */
export const CONSENT_STATE_LABELS: Record<ConsentState, MessageKey> = {
  pending: 'form.consentState.pending',
  confirmed: 'form.consentState.confirmed',
  withdrawn: 'form.consentState.withdrawn',
  expired: 'form.consentState.expired',
};

/** A small pill saying where a child's consent stands, coloured by state (amber, green, red, grey). */
export function ConsentBadge({ state, className = '' }: { state: ConsentState; className?: string }) {
  const t = useT();
  return (
    <span className={`consent-badge consent-badge--${state} ${className}`.trim()}>
      {t(CONSENT_STATE_LABELS[state])}
    </span>
  );
}
