import type { MessageKey, StaffRole } from '@academy/contract';

/** A staff role in words, wherever the admin area names one (the Staff screen, the audit log, the bar). */
export const STAFF_ROLE_LABELS: Record<StaffRole, MessageKey> = {
  owner: 'admin.staff.role.owner',
  instructor: 'admin.staff.role.instructor',
  frontDesk: 'admin.staff.role.frontDesk',
};
