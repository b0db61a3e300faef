import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteEventReply } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminEventsQueryKey } from './get-admin-events.ts';

export function deleteEvent(id: string): Promise<DeleteEventReply> {
  return apiRequest<DeleteEventReply>(`/api/events/DeleteEvent/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEventsQueryKey }),
  });
}
