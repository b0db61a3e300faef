import type { BatchStatus, MessageKey } from '@academy/contract';
import { useT } from '../lib/i18n.ts';
import { Badge, type BadgeTone } from './badge.tsx';

export const BATCH_STATUS_LABELS = {
  open: 'admin.classes.status.open',
  paused: 'admin.classes.status.paused',
  ended: 'admin.classes.status.ended',
} as const satisfies Record<BatchStatus, MessageKey>;

const TONES: Record<BatchStatus, BadgeTone> = { open: 'success', paused: 'warning', ended: 'neutral' };

/** Whether a batch runs: the admin's classes, a batch's roster and a fighter's classes. */
export function BatchStatusBadge({ status, className }: { status: BatchStatus; className?: string }) {
  const t = useT();
  return (
    <Badge tone={TONES[status]} className={className}>
      {t(BATCH_STATUS_LABELS[status])}
    </Badge>
  );
}
