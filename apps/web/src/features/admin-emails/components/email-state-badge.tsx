import type { EmailState, MessageKey } from '@academy/contract';
import { useT } from '../../../lib/i18n.ts';

export const STATE_LABELS: Record<EmailState, MessageKey> = {
  pending: 'admin.emails.state.pending',
  sending: 'admin.emails.state.sending',
  sent: 'admin.emails.state.sent',
  failed: 'admin.emails.state.failed',
};

export function EmailStateBadge({ state }: { state: EmailState }) {
  const t = useT();
  return <span className={`admin-pill outbox-state--${state}`}>{t(STATE_LABELS[state])}</span>;
}
