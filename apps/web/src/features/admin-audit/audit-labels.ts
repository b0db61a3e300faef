import type { AuditAction, AuditActorRole, MessageKey } from '@academy/contract';

/** Each action in words; typed over every action, so a new one does not build until it has its label. */
export const ACTION_LABELS: Record<AuditAction, MessageKey> = {
  'admin.create': 'admin.audit.action.adminCreate',
  'admin.login': 'admin.audit.action.adminLogin',
  'admin.loginFailed': 'admin.audit.action.adminLoginFailed',
  'admin.passwordChanged': 'admin.audit.action.adminPasswordChanged',
  'fighter.login': 'admin.audit.action.fighterLogin',
  'fighter.loginFailed': 'admin.audit.action.fighterLoginFailed',
  'fighter.signUp': 'admin.audit.action.fighterSignUp',
  'fighter.update': 'admin.audit.action.fighterUpdate',
  'fighter.photo': 'admin.audit.action.fighterPhoto',
  'fighter.language': 'admin.audit.action.fighterLanguage',
  'fighter.resetRequested': 'admin.audit.action.fighterResetRequested',
  'fighter.reset': 'admin.audit.action.fighterReset',
  'fighter.resetFailed': 'admin.audit.action.fighterResetFailed',
  'session.revokeAll': 'admin.audit.action.sessionRevokeAll',
  'event.create': 'admin.audit.action.eventCreate',
  'event.update': 'admin.audit.action.eventUpdate',
  'event.delete': 'admin.audit.action.eventDelete',
  'booking.create': 'admin.audit.action.bookingCreate',
  'gallery.create': 'admin.audit.action.galleryCreate',
  'gallery.delete': 'admin.audit.action.galleryDelete',
  'email.retry': 'admin.audit.action.emailRetry',
};

export const ROLE_LABELS: Record<AuditActorRole, MessageKey> = {
  admin: 'admin.audit.role.admin',
  fighter: 'admin.audit.role.fighter',
  visitor: 'admin.audit.role.visitor',
  system: 'admin.audit.role.system',
};

/** What an entry is about (its subject's kind); a kind without a label shows as the server wrote it. */
export const SUBJECT_LABELS: Readonly<Record<string, MessageKey>> = {
  admin: 'admin.audit.subject.admin',
  fighter: 'admin.audit.subject.fighter',
  event: 'admin.audit.subject.event',
  booking: 'admin.audit.subject.booking',
  gallery: 'admin.audit.subject.gallery',
  email: 'admin.audit.subject.email',
};

/** The recorded fields in words; a field without a label shows under its own name. */
export const FIELD_LABELS: Readonly<Record<string, MessageKey>> = {
  eventName: 'admin.audit.field.eventName',
  eventDescription: 'admin.audit.field.eventDescription',
  address: 'admin.audit.field.address',
  eventDateTime: 'admin.audit.field.eventDateTime',
  totalSeats: 'admin.audit.field.totalSeats',
  entryFee: 'admin.audit.field.entryFee',
  totalBookings: 'admin.audit.field.totalBookings',
  imageKey: 'admin.audit.field.imageKey',
  title: 'admin.audit.field.title',
  category: 'admin.audit.field.category',
  email: 'admin.audit.field.email',
  fullName: 'admin.audit.field.fullName',
  fighterName: 'admin.audit.field.fighterName',
  mobileNumber: 'admin.audit.field.mobileNumber',
  age: 'admin.audit.field.age',
  gender: 'admin.audit.field.gender',
  weight: 'admin.audit.field.weight',
  height: 'admin.audit.field.height',
  discipline: 'admin.audit.field.discipline',
  beltLevel: 'admin.audit.field.beltLevel',
  masterName: 'admin.audit.field.masterName',
  academyName: 'admin.audit.field.academyName',
  eventId: 'admin.audit.field.eventId',
  bookingCode: 'admin.audit.field.bookingCode',
  codeSent: 'admin.audit.field.codeSent',
  reason: 'admin.audit.field.reason',
  language: 'admin.audit.field.language',
};
