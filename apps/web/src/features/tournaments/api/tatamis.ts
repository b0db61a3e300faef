import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type SetTatamisRequest, type TatamisReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const tatamisQueryKey = (eventId: string) => ['tournament-tatamis', eventId] as const;

export function getTatamis(eventId: string): Promise<TatamisReply> {
  return callApi(ENDPOINTS.GetTatamis, { params: { id: eventId } });
}

/** The tatamis with their queues, asked afresh and again each minute: results come in and the estimates move. */
export function useTatamis(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: tatamisQueryKey(eventId),
      queryFn: () => getTatamis(eventId),
      staleTime: 0,
      refetchInterval: 60_000,
    }),
  );
}

export function setTatamis({ eventId, ...body }: SetTatamisRequest & { eventId: string }): Promise<TatamisReply> {
  return callApi(ENDPOINTS.SetTatamis, { params: { id: eventId }, body });
}

/** Saves the whole assignment; its reply, with every estimate made again, replaces the panel's copy. */
export function useSetTatamis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTatamis,
    onSuccess: (reply) => queryClient.setQueryData(tatamisQueryKey(reply.eventId), reply),
  });
}
