import type { MessageState } from '@academy/contract';
import { Badge } from '../../../../components/badge.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { STATE_LABELS, STATE_TONES } from '../../message-words.ts';

export function MessageStateBadge({ state }: { state: MessageState }) {
  const t = useT();
  return <Badge tone={STATE_TONES[state]}>{t(STATE_LABELS[state])}</Badge>;
}
