import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type ConsentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { consentQueryKey } from './get-consent.ts';

export function withdrawConsent(token: string): Promise<ConsentReply> {
  return callApi(ENDPOINTS.WithdrawConsent, { body: { token } });
}

/** The guardian withdraws; the page shows the consent as the server now holds it. */
export function useWithdrawConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawConsent(token),
    onSuccess: (reply) => queryClient.setQueryData(consentQueryKey(token), reply),
  });
}
