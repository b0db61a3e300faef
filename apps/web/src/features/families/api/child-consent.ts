import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { familyQueryKey } from '../../../lib/family.ts';
import { fighterDetailsQueryKey } from '../../../lib/fighter-details.ts';
import { fighterProfileImageQueryKey } from './get-fighter-profile-image.ts';

export function requestChildConsent(childId: string): Promise<Envelope> {
  return callApi(ENDPOINTS.RequestChildConsent, { params: { id: childId } });
}

export function withdrawChildConsent(childId: string): Promise<Envelope> {
  return callApi(ENDPOINTS.WithdrawChildConsent, { params: { id: childId } });
}

/** Sends the consent link again (pending) or asks anew (withdrawn, expired); the family shows the new state. */
export function useRequestChildConsent(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestChildConsent(childId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQueryKey }),
  });
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
