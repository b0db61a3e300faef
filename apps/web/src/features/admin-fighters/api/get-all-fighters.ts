import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FightersReply } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export const allFightersQueryKey = ['fighters', 'all'] as const;

export function getAllFighters(): Promise<FightersReply> {
  return apiRequest<FightersReply>('/api/Fighters/GetAllFighters');
}

export const allFightersQuery = () => queryOptions({ queryKey: allFightersQueryKey, queryFn: getAllFighters });

export function useAllFighters() {
  return useQuery(allFightersQuery());
}
