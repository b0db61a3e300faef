import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type Channel, type MessageKind, type MessageState, type MessagesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Root key of the Messages list; saving the settings invalidates it (the month's estimate follows the prices). */
export const messagesQueryKey = ['admin-messages'] as const;

export interface MessagesFilter {
  kind: MessageKind | undefined;
  state: MessageState | undefined;
  channel: Channel | undefined;
  /** One family's account id. */
  family: string | undefined;
  page: number;
}

export function listMessages({ kind, state, channel, family, page }: MessagesFilter): Promise<MessagesReply> {
  return callApi(ENDPOINTS.ListMessages, { query: { kind, state, channel, family, page } });
}

export const messagesQuery = (filter: MessagesFilter) =>
  queryOptions({
    queryKey: [
      ...messagesQueryKey,
      filter.kind ?? 'all',
      filter.state ?? 'all',
      filter.channel ?? 'all',
      filter.family ?? 'all',
      filter.page,
    ] as const,
    queryFn: () => listMessages(filter),
    // Messages change state on their own (delivered, read, failed): always ask again when the page shows.
    staleTime: 0,
    // Keeps the month's summary on screen while another filter or page loads; the rows show a skeleton meanwhile.
    placeholderData: keepPreviousData,
  });

export function useMessages(filter: MessagesFilter) {
  return useQuery(messagesQuery(filter));
}
