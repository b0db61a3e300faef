import type { GalleryCategory, MessageKey } from '@academy/contract';

/** Each gallery category's words: the contract's enum values are data, shown to a reader in the page's language. */
export const CATEGORY_LABELS: Record<GalleryCategory, MessageKey> = {
  Training: 'gallery.category.training',
  Competition: 'gallery.category.competition',
  Events: 'gallery.category.events',
};
