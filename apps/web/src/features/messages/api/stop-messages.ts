import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type StopMessagesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The opt-out link's one call: the token names the account and the channel; the reply says which was stopped. */
export function stopMessages(token: string): Promise<StopMessagesReply> {
  return callApi(ENDPOINTS.StopMessages, { body: { token } });
}

export function useStopMessages() {
  return useMutation({ mutationFn: stopMessages });
}
