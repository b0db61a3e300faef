import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type ConsentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { consentQueryKey } from './get-consent.ts';

export function confirmConsent(token: string): Promise<ConsentReply> {
  return callApi(ENDPOINTS.ConfirmConsent, { body: { token } });
}

/** The guardian confirms; the page shows the consent as the server now holds it. */
export function useConfirmConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmConsent(token),
    onSuccess: (reply) => queryClient.setQueryData(consentQueryKey(token), reply),
  });
}
