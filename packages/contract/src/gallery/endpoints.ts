// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { UPLOAD_ERRORS, endpoint, type MultipartBody } from '../shared/endpoint.ts';
import type { Envelope } from '../shared/common.ts';
import type { GalleryItemReply, GalleryListReply, GalleryQuery } from './gallery.ts';

/** The endpoints of the gallery: their rows of ENDPOINTS (../endpoints.ts), keyed by operationId (decision 013). */
export const GALLERY_ENDPOINTS = {
  GetAllGalleryImages: endpoint<GalleryListReply, undefined, GalleryQuery>()({
    method: 'GET',
    path: '/api/Gallery/GetAllGalleryImages',
    access: 'public',
    tag: 'gallery',
    etag: true,
  }),
  CreateGalleryImage: endpoint<GalleryItemReply, MultipartBody>()({
    method: 'POST',
    path: '/api/Gallery/CreateGalleryImage',
    access: 'admin',
    body: 'multipart',
    tag: 'gallery',
    okStatus: 201,
    errors: UPLOAD_ERRORS,
  }),
  DeleteGalleryImage: endpoint<Envelope>()({
    method: 'DELETE',
    path: '/api/Gallery/DeleteGalleryImage/:id',
    access: 'admin',
    tag: 'gallery',
    errors: [404],
  }),
} as const;
