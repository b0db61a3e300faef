import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type TwoFactorReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const twoFactorQueryKey = ['two-factor'] as const;

export function getTwoFactor(): Promise<TwoFactorReply> {
  return callApi(ENDPOINTS.GetTwoFactor);
}

export function useTwoFactor() {
  return useQuery(queryOptions({ queryKey: twoFactorQueryKey, queryFn: getTwoFactor }));
}

/** A change answers the state it left: the screen shows it without asking again. */
export function rememberTwoFactor(queryClient: QueryClient, reply: Pick<TwoFactorReply, 'message' | 'twoFactor'>) {
  queryClient.setQueryData<TwoFactorReply>(twoFactorQueryKey, {
    status: 1,
    message: reply.message,
    twoFactor: reply.twoFactor,
  });
}
