import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { familyQueryKey } from '../../../lib/family.ts';
import { fighterDetailsQueryKey } from '../../../lib/fighter-details.ts';
import { fighterProfileImageQueryKey } from './get-fighter-profile-image.ts';

export function withdrawChildConsent(childId: string): Promise<Envelope> {
  return callApi(ENDPOINTS.WithdrawChildConsent, { params: { id: childId } });
}

/** Withdraws a child's consent: the server removes the child's photo too, so the picture is reloaded. */
export function useWithdrawChildConsent(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawChildConsent(childId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: familyQueryKey }),
        queryClient.invalidateQueries({ queryKey: fighterDetailsQueryKey(childId) }),
        queryClient.invalidateQueries({ queryKey: fighterProfileImageQueryKey(childId) }),
      ]),
  });
}
