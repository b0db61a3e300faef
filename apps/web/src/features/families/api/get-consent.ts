import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type ConsentReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The token is the emailed link's secret: it travels in a body, never in an address the server logs. */
export const consentQueryKey = (token: string) => ['consent', token] as const;

export function getConsent(token: string): Promise<ConsentReply> {
  return callApi(ENDPOINTS.GetConsent, { body: { token } });
}

/** What the link is for and where it stands; a refusal (unknown or expired link) is not worth retrying. */
export function useConsent(token: string, enabled: boolean) {
  return useQuery({
    queryKey: consentQueryKey(token),
    queryFn: () => getConsent(token),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}
