import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type TeachingReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function getTeaching(): Promise<TeachingReply> {
  return callApi(ENDPOINTS.GetTeaching);
}

/** The member's day; asked again whenever the home shows, so the marked counts are current after a register. */
export function useTeaching() {
  return useQuery({ queryKey: ['admin-teaching'] as const, queryFn: getTeaching, staleTime: 0 });
}
