import type { EmailState, MessageKey } from '@academy/contract';
import { Badge, type BadgeTone } from '../../../../components/badge.tsx';
import { useT } from '../../../../lib/i18n.ts';

export const STATE_LABELS: Record<EmailState, MessageKey> = {
  pending: 'admin.emails.state.pending',
  sending: 'admin.emails.state.sending',
  sent: 'admin.emails.state.sent',
  failed: 'admin.emails.state.failed',
};

const TONES: Record<EmailState, BadgeTone> = { pending: 'warning', sending: 'info', sent: 'success', failed: 'danger' };

export function EmailStateBadge({ state }: { state: EmailState }) {
  const t = useT();
  return <Badge tone={TONES[state]}>{t(STATE_LABELS[state])}</Badge>;
}
