import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryImage, GalleryListReply } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminGalleryImagesKey = ['gallery-images', 'admin'] as const;

export async function getAdminGalleryImages(signal?: AbortSignal): Promise<GalleryImage[]> {
  const reply = await apiRequest<GalleryListReply>('/api/Gallery/GetAllGalleryImages', { signal });
  return reply.data;
}

export const adminGalleryImagesQuery = queryOptions({
  queryKey: adminGalleryImagesKey,
  queryFn: ({ signal }) => getAdminGalleryImages(signal),
});

export function useAdminGalleryImages() {
  return useQuery(adminGalleryImagesQuery);
}
