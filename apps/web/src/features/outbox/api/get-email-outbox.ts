import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type EmailOutboxReply, type EmailState } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Root key of the outbox pages; a retry invalidates it so every filter and page reloads. */
export const emailOutboxQueryKey = ['admin-emails'] as const;

export interface EmailOutboxFilter {
  /** Only the emails in this state; undefined lists every email. */
  status: EmailState | undefined;
  page: number;
}

export function getEmailOutbox({ status, page }: EmailOutboxFilter): Promise<EmailOutboxReply> {
  return callApi(ENDPOINTS.GetEmailOutbox, { query: { status, page } });
}

export const emailOutboxQuery = (filter: EmailOutboxFilter) =>
  queryOptions({
    queryKey: [...emailOutboxQueryKey, filter.status ?? 'all', filter.page] as const,
    queryFn: () => getEmailOutbox(filter),
    // Emails change state on their own (sent, retried, failed): always ask again when the page shows.
    staleTime: 0,
    // Keeps the counts on screen while another filter or page loads; the rows show a skeleton meanwhile.
    placeholderData: keepPreviousData,
  });

export function useEmailOutbox(filter: EmailOutboxFilter) {
  return useQuery(emailOutboxQuery(filter));
}
