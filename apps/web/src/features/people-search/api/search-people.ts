import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, searchQuerySchema, type SearchReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The staff bar's search, asked once the text is long enough to be one; the last answer stays while typing. */
export function usePeopleSearch(q: string) {
  const valid = searchQuerySchema.safeParse({ q }).success;
  return useQuery({
    queryKey: ['people-search', q] as const,
    queryFn: ({ signal }): Promise<SearchReply> => callApi(ENDPOINTS.SearchPeople, { query: { q }, signal }),
    enabled: valid,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
