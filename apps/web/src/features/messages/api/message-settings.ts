import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type MessageSettings, type MessageSettingsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { messagesQueryKey } from './get-messages.ts';

export const messageSettingsQueryKey = ['message-settings'] as const;

export function getMessageSettings(): Promise<MessageSettingsReply> {
  return callApi(ENDPOINTS.GetMessageSettings);
}

export function useMessageSettings() {
  return useQuery(queryOptions({ queryKey: messageSettingsQueryKey, queryFn: getMessageSettings }));
}

export function saveMessageSettings(body: MessageSettings): Promise<MessageSettingsReply> {
  return callApi(ENDPOINTS.SaveMessageSettings, { body });
}

/** The reply is the settings as kept: the form shows them at once; the month's estimate is asked again. */
export function useSaveMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessageSettings,
    onSuccess: (reply) => {
      queryClient.setQueryData(messageSettingsQueryKey, reply);
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
}
