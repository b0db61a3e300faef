import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointUrl, ENDPOINTS, type ClassesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const openClassesQueryKey = ['public-classes'] as const;

/** Also preloaded by the prerendered /classes page (entry-server.tsx): keep the two requests identical. */
export const CLASSES_LIST_URL = endpointUrl(ENDPOINTS.GetClasses);

/** The open batches; the server answers no-cache with an ETag, so a revisit costs a 304. */
export function getClasses(): Promise<ClassesReply> {
  return callApi(ENDPOINTS.GetClasses);
}

export const openClassesQuery = queryOptions({
  queryKey: openClassesQueryKey,
  queryFn: getClasses,
  // Seats left change with every enrolment.
  staleTime: 0,
});

export function useOpenClasses() {
  return useQuery(openClassesQuery);
}
