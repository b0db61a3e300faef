import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventReply } from '@academy/contract';
import { apiUpload } from '../../../lib/api-client.ts';
import { adminEventsQueryKey } from './get-admin-events.ts';

export interface UpdateEventInput {
  id: string;
  form: FormData;
  onProgress?: (fraction: number) => void;
}

/** PUT /api/events/updateEvent/{id}; eventImage only when the admin picked a new one. */
export function updateEvent({ id, form, onProgress }: UpdateEventInput): Promise<EventReply> {
  return apiUpload<EventReply>(`/api/events/updateEvent/${encodeURIComponent(id)}`, form, {
    method: 'PUT',
    onProgress,
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEventsQueryKey }),
  });
}
