import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { familyQueryKey } from '../../../lib/family.ts';

export function requestChildConsent(childId: string): Promise<Envelope> {
  return callApi(ENDPOINTS.RequestChildConsent, { params: { id: childId } });
}

/** Sends the consent link again (pending) or asks anew (withdrawn, expired); the family shows the new state. */
export function useRequestChildConsent(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestChildConsent(childId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQueryKey }),
  });
}
