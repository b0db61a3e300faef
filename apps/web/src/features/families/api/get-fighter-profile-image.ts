import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FighterImageReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const fighterProfileImageQueryKey = (id: string) => ['fighters', id, 'image'] as const;

export function getFighterProfileImage(id: string): Promise<FighterImageReply> {
  return callApi(ENDPOINTS.GetFighterProfileImage, { params: { id } });
}

export const fighterProfileImageQuery = (id: string) =>
  queryOptions({ queryKey: fighterProfileImageQueryKey(id), queryFn: () => getFighterProfileImage(id) });

export function useFighterProfileImage(id: string) {
  return useQuery(fighterProfileImageQuery(id));
}
