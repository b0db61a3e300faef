// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { GALLERY_ENDPOINTS } from './endpoints.ts';
import { NONE_NEEDED, OWNER, type StaffRule } from '../staff/staff-grants.ts';

/** Which staff role may use each endpoint of the gallery: their rows of STAFF_ACCESS (decision 039). */
export const GALLERY_STAFF_ACCESS = {
  GetAllGalleryImages: NONE_NEEDED,
  CreateGalleryImage: OWNER,
  DeleteGalleryImage: OWNER,
} as const satisfies Record<keyof typeof GALLERY_ENDPOINTS, StaffRule>;
