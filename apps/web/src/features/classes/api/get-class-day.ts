import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type ClassDayReply } from '@academy/contract';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { keepClassDay, keptClassDay } from '../staff/offline-rosters.ts';
import { adminClassesQueryKey } from '../../../lib/all-batches.ts';

export const classDayQueryKey = (id: string, day: string) => [...adminClassesQueryKey, 'classDay', id, day] as const;

export function getClassDay(id: string, day: string): Promise<ClassDayReply> {
  return callApi(ENDPOINTS.GetClassDay, { params: { id }, query: { day } });
}

/**
 * The class day from the server, kept on the phone when it is today's; with no connection (or a server that is down),
 * the copy kept when it was last loaded. A refusal (an expired login, a batch that is gone) is never covered up by
 * the copy.
 */
async function classDayOrKeptCopy(id: string, day: string): Promise<ClassDayReply> {
  try {
    const classDay = await getClassDay(id, day);
    keepClassDay(classDay);
    return classDay;
  } catch (error) {
    const refused = error instanceof ApiError && error.httpStatus < 500;
    const kept = refused ? null : keptClassDay(id, day);
    if (kept) return kept;
    throw error;
  }
}

export function useClassDay(id: string, day: string) {
  return useQuery(
    queryOptions({
      queryKey: classDayQueryKey(id, day),
      queryFn: () => classDayOrKeptCopy(id, day),
      staleTime: 0,
      // Asked even while the browser says it is offline, so the kept copy answers instead of a paused query.
      networkMode: 'always',
    }),
  );
}
