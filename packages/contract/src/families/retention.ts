import type { AuditAction } from '../audit/audit.ts';

/**
 * The privacy notice's version: the day it was last changed. The page at /privacy shows it, and a consent record
 * names the version the person agreed to. Change it whenever the notice's meaning changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';

/** India's Digital Personal Data Protection Act 2023: a person under this age is a child. */
export const ADULT_AGE = 18;

/**
 * How long the academy keeps what it must not keep for ever. The server's daily retention job deletes by these
 * numbers and the privacy notice quotes them, so the two cannot say different things.
 */
export const RETENTION = {
  /** A password reset code is deleted this many days after it expires. */
  resetCodeDaysAfterExpiry: 1,
  /** The record of a sent email (address and subject), counted from its sending. */
  sentEmailDays: 30,
  /** The record of an email that could not be delivered, kept longer so the admin can see and retry it. */
  failedEmailDays: 90,
  /**
   * A free trial enquiry (name, mobile, the student's age) from someone without an account, counted from its last
   * change: long enough to follow up a family that comes back next term.
   */
  trialEnquiryDays: 365,
  /** Security events in the audit log: logins, failed logins, password resets, session revocations. */
  securityEventDays: 180,
  /** Every other audit entry (changes made by the admin, accounts, consent): Indian accounting and tax rules. */
  auditRecordYears: 8,
} as const;

/** The audit actions that are security events, deleted after RETENTION.securityEventDays. */
export const SECURITY_AUDIT_ACTIONS = [
  'admin.login',
  'admin.loginFailed',
  'admin.twoFactorFailed',
  'admin.recoveryCodeUsed',
  'fighter.login',
  'fighter.loginFailed',
  'fighter.resetRequested',
  'fighter.reset',
  'fighter.resetFailed',
  'session.revokeAll',
] as const satisfies readonly AuditAction[];
