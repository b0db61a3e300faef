import { envelopeSchema, idParamSchema } from '../shared/common.ts';
import { galleryItemReplySchema, galleryListReplySchema, galleryQuerySchema } from './gallery.ts';
import type { GALLERY_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/** The schemas of the endpoints of the gallery: their rows of ENDPOINT_SCHEMAS. */
export const GALLERY_ENDPOINT_SCHEMAS = {
  GetAllGalleryImages: { querystring: galleryQuerySchema, reply: galleryListReplySchema },
  CreateGalleryImage: { reply: galleryItemReplySchema },
  DeleteGalleryImage: { params: idParamSchema, reply: envelopeSchema },
} as const satisfies PartSchemas<typeof GALLERY_ENDPOINTS>;
