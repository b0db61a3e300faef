import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type EventReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { eventsQueryKey } from '../../../lib/events-list.ts';

export interface UpdateEventInput {
  id: string;
  form: FormData;
  onProgress?: (fraction: number) => void;
}

/** updateEvent; eventImage only when the admin picked a new one. */
export function updateEvent({ id, form, onProgress }: UpdateEventInput): Promise<EventReply> {
  return callApi(ENDPOINTS.updateEvent, { params: { id }, body: form, onProgress });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
