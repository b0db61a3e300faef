import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type GradingReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { gradingsQueryKey } from './get-gradings.ts';

export const gradingQueryKey = (id: string) => [...gradingsQueryKey, 'one', id] as const;

export function getGrading(id: string): Promise<GradingReply> {
  return callApi(ENDPOINTS.GetGrading, { params: { id } });
}

/** A grading with its candidates; attendance and promotions elsewhere change who is eligible, so it is asked afresh. */
export function useGrading(id: string) {
  return useQuery(queryOptions({ queryKey: gradingQueryKey(id), queryFn: () => getGrading(id), staleTime: 0 }));
}
