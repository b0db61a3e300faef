import { z } from 'zod';
import { envelopeSchema, trimmed } from '../shared/common.ts';
import { GALLERY_CATEGORIES } from '../shared/constants.ts';
import { fieldMessage } from '../i18n/field-messages.ts';

export const galleryCategorySchema = z.enum(GALLERY_CATEGORIES, {
  // An empty select means "not chosen yet"; anything else is a value we do not know.
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? fieldMessage('form.imageCategory.required')
      : fieldMessage('form.imageCategory.unknown', { categories: GALLERY_CATEGORIES.join(', ') }),
});
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;

export const galleryImageSchema = z.object({
  _id: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  galleryTitle: z.string(),
  galleryCategory: galleryCategorySchema,
  createdAt: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryQuerySchema = z.object({ galleryCategory: galleryCategorySchema.optional() });
export type GalleryQuery = z.infer<typeof galleryQuerySchema>;

/** Text fields of CreateGalleryImage (multipart); the file travels as galleryImage. */
export const galleryFieldsSchema = z.object({
  galleryTitle: trimmed({ required: 'form.imageTitle.required', tooLong: 'form.imageTitle.tooLong' }, 150),
  galleryCategory: galleryCategorySchema,
});
export type GalleryFields = z.infer<typeof galleryFieldsSchema>;

export const galleryListReplySchema = envelopeSchema.extend({ data: z.array(galleryImageSchema) });
export type GalleryListReply = z.infer<typeof galleryListReplySchema>;

export const galleryItemReplySchema = envelopeSchema.extend({ data: galleryImageSchema });
export type GalleryItemReply = z.infer<typeof galleryItemReplySchema>;
