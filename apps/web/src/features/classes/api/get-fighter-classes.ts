import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FighterClassesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fighterClassesQueryKey = (id: string) => ['fighters', id, 'classes'] as const;

/** A profile's batches, attendance and check-in code (the family's own profiles only). */
export function getFighterClasses(id: string): Promise<FighterClassesReply> {
  return callApi(ENDPOINTS.GetFighterClasses, { params: { id } });
}

export const fighterClassesQuery = (id: string) =>
  queryOptions({
    queryKey: fighterClassesQueryKey(id),
    queryFn: () => getFighterClasses(id),
    // A request just sent from the Classes page, or a mark made at today's class, shows on the next visit.
    staleTime: 0,
  });

export function useFighterClasses(id: string) {
  return useQuery(fighterClassesQuery(id));
}
