import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type FighterReply, type UpdateFighterValues } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { familyQueryKey } from '../../../lib/family.ts';
import { fighterDetailsQueryKey } from '../../../lib/fighter-details.ts';

export function updateFighterDetails(id: string, body: UpdateFighterValues): Promise<FighterReply> {
  return callApi(ENDPOINTS.UpdateFighterDetails, { params: { id }, body });
}

/** Saves the profile form, then reloads the details (and the family's names) so the page shows what was stored. */
export function useUpdateFighterDetails(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFighterValues) => updateFighterDetails(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fighterDetailsQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: familyQueryKey }),
      ]),
  });
}
