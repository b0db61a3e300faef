import type { EmailState } from '@academy/contract';

export const STATE_LABELS: Record<EmailState, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export function EmailStateBadge({ state }: { state: EmailState }) {
  return <span className={`admin-pill outbox-state--${state}`}>{STATE_LABELS[state]}</span>;
}
