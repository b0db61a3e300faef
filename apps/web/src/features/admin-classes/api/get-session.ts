import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type SessionReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { adminClassesQueryKey } from './get-all-batches.ts';

export const sessionQueryKey = (id: string, day: string) => [...adminClassesQueryKey, 'session', id, day] as const;

export function getSession(id: string, day: string): Promise<SessionReply> {
  return callApi(ENDPOINTS.GetSession, { params: { id }, query: { day } });
}

export function useSession(id: string, day: string) {
  return useQuery(
    queryOptions({ queryKey: sessionQueryKey(id, day), queryFn: () => getSession(id, day), staleTime: 0 }),
  );
}
