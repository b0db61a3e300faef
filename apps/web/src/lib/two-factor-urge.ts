import { STAFF_ROLES, staffMayCall, type StaffListReply, type StaffRole } from '@academy/contract';

/** A role that checks or takes payments: the one a stolen password costs most. */
export const handlesMoney = (role: StaffRole) => staffMayCall('GetPayments', role);

/**
 * What the owner's dashboard urges while some role that handles money is not required to sign in with a second
 * factor: those roles, and how many of their active members have one on. Null once every such role requires it.
 */
export function twoFactorUrge(list: Pick<StaffListReply, 'staff' | 'twoFactorPolicy'>) {
  const roles = STAFF_ROLES.filter((role) => handlesMoney(role) && !list.twoFactorPolicy.required.includes(role));
  if (roles.length === 0) return null;
  const members = list.staff.filter((member) => member.active && roles.includes(member.role));
  return { roles, on: members.filter((member) => member.twoFactor).length, total: members.length };
}
