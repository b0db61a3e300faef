import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type DashboardReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const dashboardQueryKey = ['admin-dashboard'] as const;

export function getDashboard(): Promise<DashboardReply> {
  return callApi(ENDPOINTS.GetDashboard);
}

export const dashboardQuery = queryOptions({
  queryKey: dashboardQueryKey,
  queryFn: getDashboard,
  // Marks come in all day: the page asks again whenever it shows.
  staleTime: 0,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
