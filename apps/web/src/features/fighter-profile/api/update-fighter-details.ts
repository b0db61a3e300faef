import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type FighterReply, type UpdateFighterValues } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { fighterDetailsQueryKey } from './get-fighter-details.ts';

export function updateFighterDetails(id: string, body: UpdateFighterValues): Promise<FighterReply> {
  return callApi(ENDPOINTS.UpdateFighterDetails, { params: { id }, body });
}

/** Saves the profile form, then reloads the details so the page shows what the server stored. */
export function useUpdateFighterDetails(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFighterValues) => updateFighterDetails(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fighterDetailsQueryKey(id) }),
  });
}
