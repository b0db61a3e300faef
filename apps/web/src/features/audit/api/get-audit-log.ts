import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type AuditAction, type AuditLogReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** What the admin filters by; the server does the filtering, 50 entries a page, newest first. */
export interface AuditFilter {
  /** An email, an account id or the id of what was acted on. */
  person: string | undefined;
  action: AuditAction | undefined;
  /** IST days (yyyy-mm-dd), both included. */
  from: string | undefined;
  to: string | undefined;
  page: number;
}

export function getAuditLog({ person, action, from, to, page }: AuditFilter): Promise<AuditLogReply> {
  return callApi(ENDPOINTS.GetAuditLog, { query: { person, action, from, to, page } });
}

export const auditLogQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['admin-audit', filter] as const,
    queryFn: () => getAuditLog(filter),
    // Every admin action adds an entry: ask again whenever the page shows.
    staleTime: 0,
    // The page bar and the total stay in place while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filter: AuditFilter) {
  return useQuery(auditLogQuery(filter));
}
