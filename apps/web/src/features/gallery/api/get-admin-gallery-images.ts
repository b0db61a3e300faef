import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type GalleryImage } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const adminGalleryImagesKey = ['gallery-images', 'admin'] as const;

export async function getAdminGalleryImages(signal?: AbortSignal): Promise<GalleryImage[]> {
  const reply = await callApi(ENDPOINTS.GetAllGalleryImages, { signal });
  return reply.data;
}

export const adminGalleryImagesQuery = queryOptions({
  queryKey: adminGalleryImagesKey,
  queryFn: ({ signal }) => getAdminGalleryImages(signal),
});

export function useAdminGalleryImages() {
  return useQuery(adminGalleryImagesQuery);
}
