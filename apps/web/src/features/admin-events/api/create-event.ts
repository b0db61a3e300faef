import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventReply } from '@academy/contract';
import { apiUpload } from '../../../lib/api-client.ts';
import { adminEventsQueryKey } from './get-admin-events.ts';

export interface CreateEventInput {
  form: FormData;
  onProgress?: (fraction: number) => void;
}

/** POST /api/events/CreateEvent (multipart: eventImage plus the event fields). */
export function createEvent({ form, onProgress }: CreateEventInput): Promise<EventReply> {
  return apiUpload<EventReply>('/api/events/CreateEvent', form, { method: 'POST', onProgress });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEventsQueryKey }),
  });
}
