import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminGalleryImagesKey } from './get-admin-gallery-images.ts';

export function deleteGalleryImage(id: string): Promise<Envelope> {
  return apiRequest<Envelope>(`/api/Gallery/DeleteGalleryImage/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGalleryImagesKey }),
  });
}
