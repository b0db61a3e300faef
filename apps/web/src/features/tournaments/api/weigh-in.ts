import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type AthleteEntriesReply, type WeighInRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

const athleteKey = (bookingId: string) => ['tournament-athlete', bookingId] as const;

/** The entries of the athlete a ticket names (404 for a ticket of an event that is no tournament). */
export function useAthleteEntries(bookingId: string) {
  return useQuery({
    queryKey: athleteKey(bookingId),
    queryFn: (): Promise<AthleteEntriesReply> => callApi(ENDPOINTS.GetAthleteEntries, { params: { id: bookingId } }),
    retry: false,
  });
}

export function useWeighIn(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: WeighInRequest): Promise<AthleteEntriesReply> =>
      callApi(ENDPOINTS.WeighIn, { params: { id: bookingId }, body: request }),
    onSuccess: (reply) => client.setQueryData(athleteKey(bookingId), reply),
  });
}
