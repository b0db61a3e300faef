import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type GradingsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Root key of the gradings' data; any change to a grading invalidates it, the list and each grading's page. */
export const gradingsQueryKey = ['admin-gradings'] as const;
export const gradingsListQueryKey = [...gradingsQueryKey, 'list'] as const;

export function getGradings(): Promise<GradingsReply> {
  return callApi(ENDPOINTS.GetGradings);
}

export function useGradings() {
  return useQuery(queryOptions({ queryKey: gradingsListQueryKey, queryFn: getGradings, staleTime: 0 }));
}
