import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryCategory, GalleryImage, GalleryListReply } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The All list is also preloaded by the prerendered /gallery page (entry-server.tsx). */
export const GALLERY_LIST_URL = '/api/Gallery/GetAllGalleryImages';

/** One cache entry per filter; "All" sends no galleryCategory, which asks for every category. */
export const galleryImagesKey = (category: GalleryCategory | undefined) =>
  ['gallery-images', 'public', category ?? 'All'] as const;

export async function getGalleryImages(
  category: GalleryCategory | undefined,
  signal?: AbortSignal,
): Promise<GalleryImage[]> {
  const reply = await apiRequest<GalleryListReply>(GALLERY_LIST_URL, {
    query: { galleryCategory: category },
    signal,
  });
  return reply.data;
}

export const galleryImagesQuery = (category: GalleryCategory | undefined) =>
  queryOptions({
    queryKey: galleryImagesKey(category),
    queryFn: ({ signal }) => getGalleryImages(category, signal),
    // Every visit and every filter change asks again, so new pictures show at once; the server's ETag makes an
    // unchanged list a bodiless 304, so this costs little.
    staleTime: 0,
  });

export function useGalleryImages(category: GalleryCategory | undefined) {
  return useQuery(galleryImagesQuery(category));
}
