import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FighterClassesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fighterClassesQueryKey = (id: string) => ['fighters', id, 'classes'] as const;

/** A fighter's batches and attendance, as their profile shows them (the admin may read any fighter's). */
export function getFighterClasses(id: string): Promise<FighterClassesReply> {
  return callApi(ENDPOINTS.GetFighterClasses, { params: { id } });
}

export function useFighterClasses(id: string) {
  return useQuery(
    queryOptions({ queryKey: fighterClassesQueryKey(id), queryFn: () => getFighterClasses(id), staleTime: 0 }),
  );
}
