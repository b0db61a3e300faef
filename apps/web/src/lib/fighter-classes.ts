import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FighterClassesReply } from '@academy/contract';
import { callApi } from './api-client.ts';

export const fighterClassesQueryKey = (id: string) => ['fighters', id, 'classes'] as const;

/**
 * A profile's batches, attendance and check-in code, as its profile shows them: the family's own profiles, or any
 * fighter's for the staff (the fighters list's Classes dialog).
 */
export function getFighterClasses(id: string): Promise<FighterClassesReply> {
  return callApi(ENDPOINTS.GetFighterClasses, { params: { id } });
}

export function useFighterClasses(id: string) {
  return useQuery(
    queryOptions({
      queryKey: fighterClassesQueryKey(id),
      queryFn: () => getFighterClasses(id),
      // A request just sent from the Classes page, or a mark made at today's class, shows on the next visit.
      staleTime: 0,
    }),
  );
}
