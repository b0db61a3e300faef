// Zod-free, like every staff-access.ts: the grants each feature's rows of STAFF_ACCESS (../staff-access.ts) give.
import type { StaffRole } from './staff-rules.ts';

/**
 * What a role may do at an endpoint: call it ('yes'); call it only for the batches they teach ('taught': the
 * server finds the batch the request names, through its class day, roster, grading or fighters, and answers 403
 * for another); call it only for the tatami the owner gave them in the request's tournament ('tatami': the server
 * finds the tatami from the request, a category's or the one it names, and answers 403 for another); or not at all ('no': 403 on an endpoint only staff use; at an endpoint anyone may call with a
 * token, the member is treated as any visitor or family there, and a 'user' endpoint answers 403).
 */
export type StaffGrant = 'yes' | 'taught' | 'tatami' | 'no';
export type StaffRule = Readonly<Record<StaffRole, StaffGrant>>;

/** Every role: what anyone may call, and a member's own things (their account, their day). */
export const ALL_STAFF = { owner: 'yes', instructor: 'yes', frontDesk: 'yes', tableOfficial: 'yes' } as const;
/** Staff have no powers here: public routes, where a member is any visitor, and what only a family does. */
export const NONE_NEEDED = ALL_STAFF;
/** A family's own: a member of staff has no family, profile or bookings of the account's. */
export const FAMILY_ONLY = { owner: 'no', instructor: 'no', frontDesk: 'no', tableOfficial: 'no' } as const;
export const OWNER = { owner: 'yes', instructor: 'no', frontDesk: 'no', tableOfficial: 'no' } as const;
/** The owner and the front desk: the door, trial leads, families, cash and UPI checks. */
export const DESK = { owner: 'yes', instructor: 'no', frontDesk: 'yes', tableOfficial: 'no' } as const;
/** The owner, and an instructor for the batches they teach. */
export const TEACHING = { owner: 'yes', instructor: 'taught', frontDesk: 'no', tableOfficial: 'no' } as const;
/** A tatami's scoring console: the owner and the desk any tatami's, a table official only their own (decision 061). */
export const TABLE = { owner: 'yes', instructor: 'no', frontDesk: 'yes', tableOfficial: 'tatami' } as const;
