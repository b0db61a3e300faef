import type { GalleryCategory, MessageKey } from '@academy/contract';

/** The gallery's categories in the admin's words (admin area); the stored value and the chip's colour stay English. */
export const CATEGORY_LABELS: Record<GalleryCategory, MessageKey> = {
  Training: 'admin.gallery.category.training',
  Competition: 'admin.gallery.category.competition',
  Events: 'admin.gallery.category.events',
};
