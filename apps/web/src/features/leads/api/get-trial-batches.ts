import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointUrl, ENDPOINTS, type ClassesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/**
 * The open batches a visitor may ask to try. The same list, under the same key, as the public Classes page's: a
 * visitor who comes from there finds it in the cache.
 */
export const trialBatchesQueryKey = ['public-classes'] as const;

/** Also preloaded by the prerendered /trial page (entry-server.tsx): keep the two requests identical. */
export const TRIAL_BATCHES_URL = endpointUrl(ENDPOINTS.GetClasses);

export const trialBatchesQuery = queryOptions({
  queryKey: trialBatchesQueryKey,
  queryFn: (): Promise<ClassesReply> => callApi(ENDPOINTS.GetClasses),
  staleTime: 0,
});

export function useTrialBatches() {
  return useQuery(trialBatchesQuery);
}
