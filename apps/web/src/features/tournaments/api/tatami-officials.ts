import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type SetTatamiOfficialsRequest, type TatamiOfficialsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const tatamiOfficialsQueryKey = (eventId: string) => ['tatami-officials', eventId] as const;

/** The academy's table officials and each one's tatami in the tournament (decision 061). */
export function useTatamiOfficials(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: tatamiOfficialsQueryKey(eventId),
    queryFn: (): Promise<TatamiOfficialsReply> => callApi(ENDPOINTS.GetTatamiOfficials, { params: { id: eventId } }),
    enabled,
  });
}

export function useSetTatamiOfficials(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetTatamiOfficialsRequest): Promise<TatamiOfficialsReply> =>
      callApi(ENDPOINTS.SetTatamiOfficials, { params: { id: eventId }, body }),
    onSuccess: (reply) => queryClient.setQueryData(tatamiOfficialsQueryKey(eventId), reply),
  });
}
