import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type FighterImageReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { familyQueryKey } from '../../../lib/family.ts';
import { fighterDetailsQueryKey } from '../../../lib/fighter-details.ts';
import { fighterProfileImageQueryKey } from './get-fighter-profile-image.ts';

export function updateFighterProfileImage(
  id: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<FighterImageReply> {
  const form = new FormData();
  form.append('fighterImage', file);
  return callApi(ENDPOINTS.UpdateFighterProfileImage, { params: { id }, body: form, onProgress });
}

/** Uploads the photo with progress, then reloads the image (and the family switcher's thumbnails). */
export function useUpdateFighterProfileImage(id: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => updateFighterProfileImage(id, file, onProgress),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fighterProfileImageQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: fighterDetailsQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: familyQueryKey }),
      ]),
  });
}
