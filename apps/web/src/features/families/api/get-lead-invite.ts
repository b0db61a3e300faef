import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, LEAD_INVITE_TOKEN_PATTERN, type LeadInvite } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/**
 * What a trial lead's sign-up link fills in (its name, the student's age, the batch). The secret travels in a body,
 * not in an address the server logs; a link that no longer works fills in nothing and is not retried.
 */
export function useLeadInvite(token: string | null): LeadInvite | undefined {
  const valid = token !== null && LEAD_INVITE_TOKEN_PATTERN.test(token);
  return useQuery({
    queryKey: ['lead-invite', token],
    queryFn: async () => (await callApi(ENDPOINTS.GetLeadInvite, { body: { token: token! } })).invite,
    enabled: valid,
    retry: false,
    staleTime: Infinity,
  }).data;
}
