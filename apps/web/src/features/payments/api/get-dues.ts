import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type DuesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { paymentsQueryKey } from '../../../lib/payments-list.ts';

/** Every family's dues: what a payment the family makes invalidates (a decision of the staff invalidates the root). */
export const duesQueryKey = [...paymentsQueryKey, 'dues'] as const;

/**
 * A family's dues and payments: without a profile, the logged-in family's own (the server answers the caller's); the
 * staff name any profile of the family.
 */
export function getDues(fighterId?: string): Promise<DuesReply> {
  return callApi(ENDPOINTS.GetDues, { query: { fighterId } });
}

const duesQuery = (fighterId?: string) =>
  queryOptions({
    queryKey: [...duesQueryKey, fighterId ?? ''] as const,
    queryFn: () => getDues(fighterId),
    staleTime: 0,
  });

/** The logged-in family's dues and payments. */
export function useDues() {
  return useQuery(duesQuery());
}

/** The dues of the family one profile belongs to, once the staff have named one. */
export function useFamilyDues(fighterId: string | null) {
  return useQuery({ ...duesQuery(fighterId ?? undefined), enabled: fighterId !== null });
}
