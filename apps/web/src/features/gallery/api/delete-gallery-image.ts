import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { galleryQueryKey } from './get-gallery-images.ts';

export function deleteGalleryImage(id: string): Promise<Envelope> {
  return callApi(ENDPOINTS.DeleteGalleryImage, { params: { id } });
}

export function useDeleteGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }),
  });
}
