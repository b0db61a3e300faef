import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type RemindFeesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { messagesQueryKey } from './get-messages.ts';

export function remindFeesNow(): Promise<RemindFeesReply> {
  return callApi(ENDPOINTS.RemindFeesNow);
}

/** The reminders join the list at once (queued), so the list is asked again. */
export function useRemindFeesNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindFeesNow,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}
