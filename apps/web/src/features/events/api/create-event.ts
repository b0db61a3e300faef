import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type EventReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { eventsQueryKey } from '../../../lib/events-list.ts';

export interface CreateEventInput {
  form: FormData;
  onProgress?: (fraction: number) => void;
}

/** CreateEvent (multipart: eventImage plus the event fields). */
export function createEvent({ form, onProgress }: CreateEventInput): Promise<EventReply> {
  return callApi(ENDPOINTS.CreateEvent, { body: form, onProgress });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
