// Zod-free, like endpoints.ts: the web's navigation reads the roles and their endpoints without loading zod.

/**
 * The academy's staff: the owner (who runs everything, the account `npm run admin` makes), instructors (the
 * batches they teach), the front desk (door, trial leads, cash and UPI checks) and table officials (the scoring
 * console of the tatami the owner gives them on a tournament's day). docs/decisions/039 and 061.
 */
export const STAFF_ROLES = ['owner', 'instructor', 'frontDesk', 'tableOfficial'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** An invitation link works this long, once. */
export const STAFF_INVITATION_DAYS = 7;

/** An invitation link's secret: 32 random bytes, base64url. */
export const STAFF_INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where an invitation's email leads; the secret follows `#`, so it never reaches a server log. */
export const STAFF_INVITATION_PATH = '/admin/invitation';
