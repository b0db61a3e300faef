// Zod-free, like endpoints.ts: the web hides what a role may not use from this very table.
// Each feature writes its rows in its own folder (<feature>/staff-access.ts); here they become the one table.
import type { EndpointName } from './endpoints.ts';
import type { StaffRole } from './staff/staff-rules.ts';
import type { StaffGrant, StaffRule } from './staff/staff-grants.ts';
import { AUDIT_STAFF_ACCESS } from './audit/staff-access.ts';
import { CLASSES_STAFF_ACCESS } from './classes/staff-access.ts';
import { DASHBOARD_STAFF_ACCESS } from './dashboard/staff-access.ts';
import { EVENTS_STAFF_ACCESS } from './events/staff-access.ts';
import { FAMILIES_STAFF_ACCESS } from './families/staff-access.ts';
import { GALLERY_STAFF_ACCESS } from './gallery/staff-access.ts';
import { HEALTH_STAFF_ACCESS } from './health/staff-access.ts';
import { LEADS_STAFF_ACCESS } from './leads/staff-access.ts';
import { OUTBOX_STAFF_ACCESS } from './outbox/staff-access.ts';
import { MESSAGING_STAFF_ACCESS } from './messaging/staff-access.ts';
import { PAYMENTS_STAFF_ACCESS, PAYMENTS_STAFF_ACTIONS } from './payments/staff-access.ts';
import { PEOPLE_SEARCH_STAFF_ACCESS } from './people-search/staff-access.ts';
import { RANKS_STAFF_ACCESS } from './ranks/staff-access.ts';
import { SHARED_STAFF_ACCESS } from './shared/staff-access.ts';
import { STAFF_STAFF_ACCESS } from './staff/staff-access.ts';
import { TOURNAMENTS_STAFF_ACCESS } from './tournaments/staff-access.ts';

export type { StaffGrant, StaffRule } from './staff/staff-grants.ts';

/**
 * The one table of which staff role may use which endpoint (docs/decisions/039-staff-and-roles.md). Every endpoint
 * has a row: adding one to ENDPOINTS without a row here does not compile, and the server's guard and the web's
 * navigation both read it. A role of a later capability (a tournament's referees, its desk) is a new column.
 */
export const STAFF_ACCESS = {
  ...HEALTH_STAFF_ACCESS,
  ...FAMILIES_STAFF_ACCESS,
  ...GALLERY_STAFF_ACCESS,
  ...EVENTS_STAFF_ACCESS,
  ...CLASSES_STAFF_ACCESS,
  ...DASHBOARD_STAFF_ACCESS,
  ...LEADS_STAFF_ACCESS,
  ...RANKS_STAFF_ACCESS,
  ...PAYMENTS_STAFF_ACCESS,
  ...OUTBOX_STAFF_ACCESS,
  ...MESSAGING_STAFF_ACCESS,
  ...AUDIT_STAFF_ACCESS,
  ...TOURNAMENTS_STAFF_ACCESS,
  ...PEOPLE_SEARCH_STAFF_ACCESS,
  ...STAFF_STAFF_ACCESS,
  ...SHARED_STAFF_ACCESS,
} as const satisfies Record<EndpointName, StaffRule>;

/**
 * What a member whose role must sign in with a second factor, and who has none yet, may still call: their own
 * account, setting the second factor up, and ending their sessions. Every other endpoint answers 403 until they
 * have (the owner's two-factor policy).
 */
export const TWO_FACTOR_SETUP_ENDPOINTS = [
  'GetMyStaffAccount',
  'GetTwoFactor',
  'StartTwoFactor',
  'ConfirmTwoFactor',
  'LogoutEverywhere',
] as const satisfies readonly EndpointName[];

export const mayCallBeforeTwoFactor = (endpoint: EndpointName): boolean =>
  (TWO_FACTOR_SETUP_ENDPOINTS as readonly EndpointName[]).includes(endpoint);

/** The endpoints some role may call only for the batches they teach: their routes name how to find the batch. */
export type TaughtEndpoint = {
  [N in EndpointName]: 'taught' extends (typeof STAFF_ACCESS)[N][StaffRole] ? N : never;
}[EndpointName];

/** The endpoints some role may call only for its own tatami: their routes name how to find the tatami. */
export type TatamiEndpoint = {
  [N in EndpointName]: 'tatami' extends (typeof STAFF_ACCESS)[N][StaffRole] ? N : never;
}[EndpointName];

/**
 * Decisions within an endpoint that only some of the roles its row lets in may take: the front desk marks a
 * transfer paid or rejects it, records cash, but neither refunds nor waives.
 */
export const STAFF_ACTIONS = {
  ...PAYMENTS_STAFF_ACTIONS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof STAFF_ACTIONS;

export function staffGrant(endpoint: EndpointName, role: StaffRole): StaffGrant {
  return STAFF_ACCESS[endpoint][role];
}

/** Whether the role may use the endpoint at all (for some batch, when it is scoped). */
export function staffMayCall(endpoint: EndpointName, role: StaffRole): boolean {
  return STAFF_ACCESS[endpoint][role] !== 'no';
}

export function staffMayTake(action: StaffAction, role: StaffRole): boolean {
  return (STAFF_ACTIONS[action] as readonly StaffRole[]).includes(role);
}
