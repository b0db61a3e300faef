import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type GalleryFields, type GalleryImage } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { galleryQueryKey } from './get-gallery-images.ts';

export interface CreateGalleryImageInput extends GalleryFields {
  file: File;
  onProgress?: (fraction: number) => void;
}

export async function createGalleryImage({
  file,
  galleryTitle,
  galleryCategory,
  onProgress,
}: CreateGalleryImageInput): Promise<GalleryImage> {
  const form = new FormData();
  form.append('galleryTitle', galleryTitle);
  form.append('galleryCategory', galleryCategory);
  form.append('galleryImage', file, file.name);
  const reply = await callApi(ENDPOINTS.CreateGalleryImage, { body: form, onProgress });
  return reply.data;
}

export function useCreateGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGalleryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }),
  });
}
