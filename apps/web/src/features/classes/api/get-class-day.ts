import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type SessionReply } from '@academy/contract';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { keepSession, keptSession } from '../staff/offline-rosters.ts';
import { adminClassesQueryKey } from './get-all-batches.ts';

export const sessionQueryKey = (id: string, day: string) => [...adminClassesQueryKey, 'session', id, day] as const;

export function getSession(id: string, day: string): Promise<SessionReply> {
  return callApi(ENDPOINTS.GetSession, { params: { id }, query: { day } });
}

/**
 * The session from the server, kept on the phone when it is today's; with no connection (or a server that is down),
 * the copy kept when it was last loaded. A refusal (an expired login, a batch that is gone) is never covered up by
 * the copy.
 */
async function sessionOrKeptCopy(id: string, day: string): Promise<SessionReply> {
  try {
    const session = await getSession(id, day);
    keepSession(session);
    return session;
  } catch (error) {
    const refused = error instanceof ApiError && error.httpStatus < 500;
    const kept = refused ? null : keptSession(id, day);
    if (kept) return kept;
    throw error;
  }
}

export function useSession(id: string, day: string) {
  return useQuery(
    queryOptions({
      queryKey: sessionQueryKey(id, day),
      queryFn: () => sessionOrKeptCopy(id, day),
      staleTime: 0,
      // Asked even while the browser says it is offline, so the kept copy answers instead of a paused query.
      networkMode: 'always',
    }),
  );
}
