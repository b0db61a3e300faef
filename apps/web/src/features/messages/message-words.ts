import type { Channel, ChannelMode, MessageKey, MessageKind, MessageState, OptInChannel } from '@academy/contract';
import type { BadgeTone } from '../../components/badge.tsx';

/** Each kind of message in the reader's words. */
export const KIND_LABELS: Record<MessageKind, MessageKey> = {
  feeReminder: 'admin.messages.kind.feeReminder',
  classCancelled: 'admin.messages.kind.classCancelled',
  absenceAlert: 'admin.messages.kind.absenceAlert',
  trialConfirmed: 'admin.messages.kind.trialConfirmed',
  trialTomorrow: 'admin.messages.kind.trialTomorrow',
  trialFollowUp: 'admin.messages.kind.trialFollowUp',
  eventReminder: 'admin.messages.kind.eventReminder',
  seatOffered: 'admin.messages.kind.seatOffered',
  gradingInvitation: 'admin.messages.kind.gradingInvitation',
  gradingResult: 'admin.messages.kind.gradingResult',
  tournamentResult: 'admin.messages.kind.tournamentResult',
};

export const STATE_LABELS: Record<MessageState, MessageKey> = {
  queued: 'admin.messages.state.queued',
  sent: 'admin.messages.state.sent',
  delivered: 'admin.messages.state.delivered',
  read: 'admin.messages.state.read',
  failed: 'admin.messages.state.failed',
  skipped: 'admin.messages.state.skipped',
};

/** The badge tones' meanings (components/badge.tsx): waiting, moving along, done, failed, not sent. */
export const STATE_TONES: Record<MessageState, BadgeTone> = {
  queued: 'warning',
  sent: 'info',
  delivered: 'success',
  read: 'success',
  failed: 'danger',
  skipped: 'neutral',
};

export const CHANNEL_LABELS: Record<Channel, MessageKey> = {
  whatsapp: 'admin.messages.channel.whatsapp',
  sms: 'admin.messages.channel.sms',
  email: 'admin.messages.channel.email',
};

export const MODE_LABELS: Record<ChannelMode, MessageKey> = {
  provider: 'admin.messages.mode.provider',
  folder: 'admin.messages.mode.folder',
};

/** The family's own page's words for the channels (the account area's, which the profile loads). */
export const OPT_IN_LABELS: Record<OptInChannel, MessageKey> = {
  whatsapp: 'account.messages.channel.whatsapp',
  sms: 'account.messages.channel.sms',
};
