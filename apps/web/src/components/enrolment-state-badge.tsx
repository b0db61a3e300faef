import type { EnrolmentState, MessageKey } from '@academy/contract';
import { useT } from '../lib/i18n.ts';
import { Badge, type BadgeTone } from './badge.tsx';

const TONES: Record<EnrolmentState, BadgeTone> = {
  requested: 'warning',
  active: 'success',
  declined: 'neutral',
  left: 'neutral',
};

/** Where an enrolment stands, in the words of the one who reads it: the family's or the admin's. */
export function EnrolmentStateBadge({
  state,
  labels,
}: {
  state: EnrolmentState;
  labels: Record<EnrolmentState, MessageKey>;
}) {
  const t = useT();
  return <Badge tone={TONES[state]}>{t(labels[state])}</Badge>;
}
