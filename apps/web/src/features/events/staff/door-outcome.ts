import type { EventCheckInReply, MessageKey, PaymentState } from '@academy/contract';
import type { ScanTone } from '../../../components/qr-scanner/scan-result.tsx';
import { formatIst } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import { beltWords } from './booking-columns.ts';

/** What the door must know of a fee not settled; a paid, waived or free entry says nothing. */
const FEE_NOTES: Partial<Record<PaymentState, { tone: ScanTone; key: MessageKey }>> = {
  pending: { tone: 'warn', key: 'admin.door.fee.pending' },
  rejected: { tone: 'warn', key: 'admin.door.fee.rejected' },
  refunded: { tone: 'warn', key: 'admin.door.fee.refunded' },
  // Sent by UPI and waiting for the academy to match it: the family has paid as far as they know.
  submitted: { tone: 'good', key: 'admin.door.fee.submitted' },
};

export interface DoorOutcome {
  tone: ScanTone;
  message: string;
  detail: string | undefined;
}

/** A check-in time as the door says it: '06:42 PM' in IST. */
export const doorTime = (iso: string) => formatIst(iso, 'hh:mm a');

/**
 * The door's answer to a check-in: green to let them in, amber when they were let in before (a ticket passed to a
 * friend, or shown twice) or when the fee is still to collect, with who it is or what to collect under it.
 */
export function doorOutcome(reply: EventCheckInReply): DoorOutcome {
  const { attendee } = reply;
  const fee = attendee.paymentState ? FEE_NOTES[attendee.paymentState] : undefined;
  const identity = [attendee.beltLevel ? beltWords(attendee.beltLevel) : null, attendee.bookingId]
    .filter(Boolean)
    .join(' · ');
  const detail = fee ? t(fee.key) : identity;
  if (reply.already) {
    const time = attendee.checkedInAt ? doorTime(attendee.checkedInAt) : '';
    return { tone: 'warn', message: t('admin.door.already', { name: attendee.fighterName, time }), detail };
  }
  return { tone: fee?.tone ?? 'good', message: t('admin.door.letIn', { name: attendee.fighterName }), detail };
}
