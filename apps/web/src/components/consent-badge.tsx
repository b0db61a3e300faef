import type { ConsentState, MessageKey } from '@academy/contract';
import { useT } from '../lib/i18n.ts';
import { Badge, type BadgeTone } from './badge.tsx';

/** Each consent state's words: the family switcher, a child's consent panel and the admin's fighters list. */
export const CONSENT_STATE_LABELS: Record<ConsentState, MessageKey> = {
  pending: 'form.consentState.pending',
  confirmed: 'form.consentState.confirmed',
  withdrawn: 'form.consentState.withdrawn',
  expired: 'form.consentState.expired',
};

const TONES: Record<ConsentState, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  withdrawn: 'danger',
  expired: 'neutral',
};

/** Where a child's consent stands. */
export function ConsentBadge({ state }: { state: ConsentState }) {
  const t = useT();
  return <Badge tone={TONES[state]}>{t(CONSENT_STATE_LABELS[state])}</Badge>;
}
