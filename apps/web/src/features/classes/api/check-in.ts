import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type CheckInReply, type CheckInRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { classDayQueryKey } from './get-class-day.ts';

export function checkIn(request: CheckInRequest): Promise<CheckInReply> {
  return callApi(ENDPOINTS.CheckIn, { body: request });
}

/** One scanned card or typed code; the class day's roster (the live count) is read again after each. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSettled: (_reply, _error, request) =>
      queryClient.invalidateQueries({ queryKey: classDayQueryKey(request.batchId, request.day) }),
  });
}
