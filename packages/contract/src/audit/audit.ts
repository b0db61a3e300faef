import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { STAFF_ROLES } from '../staff/staff-rules.ts';

/**
 * Everything the audit log records: each admin write, each security event, and what later capabilities add
 * (attendance, ranks, payments). An action names what happened to what, `<subject>.<verb>`.
 */
export const AUDIT_ACTIONS = [
  'admin.create',
  'admin.login',
  'admin.loginFailed',
  'admin.passwordChanged',
  'admin.twoFactorStarted',
  'admin.twoFactorEnabled',
  'admin.twoFactorDisabled',
  'admin.twoFactorReset',
  'admin.twoFactorFailed',
  'admin.recoveryCodesRenewed',
  'admin.recoveryCodeUsed',
  'admin.twoFactorPolicy',
  'staff.invite',
  'staff.inviteWithdrawn',
  'staff.join',
  'staff.update',
  'staff.deactivate',
  'staff.reactivate',
  'fighter.login',
  'fighter.loginFailed',
  'fighter.signUp',
  'fighter.update',
  'fighter.photo',
  'fighter.language',
  'fighter.export',
  'fighter.erase',
  'fighter.resetRequested',
  'fighter.reset',
  'fighter.resetFailed',
  'session.revokeAll',
  'family.addChild',
  'consent.request',
  'consent.confirm',
  'consent.withdraw',
  'event.create',
  'event.update',
  'event.delete',
  'batch.create',
  'batch.update',
  'batch.status',
  'batch.close',
  'batch.reopen',
  'enrolment.request',
  'enrolment.accept',
  'enrolment.decline',
  'enrolment.leave',
  'attendance.mark',
  'attendance.checkIn',
  'lead.create',
  'lead.update',
  'lead.convert',
  'lead.link',
  'lead.join',
  'rank.save',
  'rank.promote',
  'grading.create',
  'grading.update',
  'grading.invite',
  'grading.propose',
  'grading.result',
  'payment.settings',
  'payment.create',
  'payment.submit',
  'payment.decide',
  'payment.offline',
  'payment.import',
  'payment.release',
  'payment.renewLink',
  'fee.raise',
  'booking.create',
  'booking.cancel',
  'booking.checkIn',
  'waitlist.join',
  'waitlist.leave',
  'waitlist.offer',
  'gallery.create',
  'gallery.delete',
  'email.retry',
  'messages.settings',
  'messages.consent',
  'messages.optOut',
  'messages.remindFees',
  'retention.purge',
  'mobile.normalise',
  'tournament.setUp',
  'tournament.addEntries',
  'tournament.moveEntry',
  'tournament.merge',
  'tournament.split',
  'tournament.draw',
  'tournament.publish',
  'tournament.result',
  'tournament.boutEvents',
  'tournament.weighIn',
  'tournament.withdrawAbsentees',
  'tournament.setEntryState',
  'tournament.certificate',
  'tournament.tatamis',
  'tournament.createDisplay',
  'tournament.revokeDisplay',
  'tournament.console',
  'tournament.tatamiOfficials',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/**
 * Who acted: a member of staff ('admin', the account kind; their role is `staffRole`), a fighter (or guardian), a
 * visitor without an account, or the system (a command, a job).
 */
export const AUDIT_ACTOR_ROLES = ['admin', 'fighter', 'visitor', 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

export const AUDIT_PAGE_SIZE = 50;

const isoDay = z.iso.date();

export const auditQuerySchema = z.object({
  /** An account id, an email, or the id of what was acted on. */
  person: z.string().trim().max(254).optional(),
  action: auditActionSchema.optional(),
  /** Days in the academy's time zone (Asia/Kolkata), both included. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

const jsonValueSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({
    role: z.enum(AUDIT_ACTOR_ROLES),
    id: z.string().nullable(),
    /** The actor's email when the entry was written (an account can change later). */
    label: z.string().nullable(),
    ip: z.string().nullable(),
    /** A member of staff's name as it is now (empty when they have none: the label names them). */
    name: z.string().nullable(),
    /** A member of staff's role when they acted; entries made before roles existed were the owner's. */
    staffRole: z.enum(STAFF_ROLES).nullable(),
  }),
  action: auditActionSchema,
  /** What was acted on; `name` is a fighter's, member of staff's, batch's or event's name as it is now (null once gone). */
  subject: z.object({ kind: z.string(), id: z.string().nullable(), name: z.string().nullable() }),
  before: jsonValueSchema,
  after: jsonValueSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogReplySchema = envelopeSchema.extend({
  entries: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditLogReply = z.infer<typeof auditLogReplySchema>;
