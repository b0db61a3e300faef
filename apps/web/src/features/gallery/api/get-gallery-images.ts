import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointUrl, ENDPOINTS, type GalleryCategory, type GalleryImage } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The All list is also preloaded by the prerendered /gallery page (entry-server.tsx). */
export const GALLERY_LIST_URL = endpointUrl(ENDPOINTS.GetAllGalleryImages);

/** Root key of the gallery's lists: adding or deleting a picture invalidates every one. */
export const galleryQueryKey = ['gallery-images'] as const;

/**
 * One cache entry per filter; "All" sends no galleryCategory, which asks for every category (the public page's first
 * list, and the staff's).
 */
export const galleryImagesKey = (category: GalleryCategory | undefined) =>
  [...galleryQueryKey, category ?? 'All'] as const;

export async function getGalleryImages(
  category: GalleryCategory | undefined,
  signal?: AbortSignal,
): Promise<GalleryImage[]> {
  const reply = await callApi(ENDPOINTS.GetAllGalleryImages, { query: { galleryCategory: category }, signal });
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
