import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type DuesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const duesQueryKey = ['dues'] as const;

/** The logged-in family's dues and payments (the server answers the caller's own family). */
export function getDues(): Promise<DuesReply> {
  return callApi(ENDPOINTS.GetDues);
}

export function useDues() {
  return useQuery({ queryKey: duesQueryKey, queryFn: getDues, staleTime: 0 });
}
