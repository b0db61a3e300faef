import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type DuesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { paymentsQueryKey } from './get-payments.ts';

export function getDues(fighterId: string): Promise<DuesReply> {
  return callApi(ENDPOINTS.GetDues, { query: { fighterId } });
}

/** The dues of the family one profile belongs to (the admin names any of its profiles). */
export function useFamilyDues(fighterId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...paymentsQueryKey, 'dues', fighterId ?? ''] as const,
      queryFn: () => getDues(fighterId!),
      enabled: fighterId !== null,
      staleTime: 0,
    }),
  );
}
