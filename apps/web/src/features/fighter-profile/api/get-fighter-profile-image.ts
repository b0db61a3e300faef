import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FighterImageReply } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export const fighterProfileImageQueryKey = (id: string) => ['fighters', id, 'image'] as const;

export function getFighterProfileImage(id: string): Promise<FighterImageReply> {
  return apiRequest<FighterImageReply>(`/api/Fighters/GetFighterProfileImage/${encodeURIComponent(id)}`);
}

export const fighterProfileImageQuery = (id: string) =>
  queryOptions({ queryKey: fighterProfileImageQueryKey(id), queryFn: () => getFighterProfileImage(id) });

export function useFighterProfileImage(id: string) {
  return useQuery(fighterProfileImageQuery(id));
}
