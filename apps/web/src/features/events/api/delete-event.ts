import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type DeleteEventReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { eventsQueryKey } from '../../../lib/events-list.ts';

export function deleteEvent(id: string): Promise<DeleteEventReply> {
  return callApi(ENDPOINTS.DeleteEvent, { params: { id } });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
