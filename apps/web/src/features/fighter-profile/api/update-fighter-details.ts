import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FighterReply, UpdateFighterValues } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { fighterDetailsQueryKey } from './get-fighter-details.ts';

export function updateFighterDetails(id: string, body: UpdateFighterValues): Promise<FighterReply> {
  return apiRequest<FighterReply>(`/api/Fighters/UpdateFighterDetails/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
}

/** Saves the profile form, then reloads the details so the page shows what the server stored. */
export function useUpdateFighterDetails(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFighterValues) => updateFighterDetails(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fighterDetailsQueryKey(id) }),
  });
}
