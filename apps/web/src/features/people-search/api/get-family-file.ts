import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FamilyFileReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A family the search found, by any of its profiles' ids; asked afresh on each visit (dues and bookings move). */
export function useFamilyFile(id: string) {
  return useQuery({
    queryKey: ['family-file', id] as const,
    queryFn: (): Promise<FamilyFileReply> => callApi(ENDPOINTS.GetFamilyFile, { params: { id } }),
    staleTime: 0,
  });
}
