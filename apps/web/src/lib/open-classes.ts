import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointUrl, ENDPOINTS, type ClassesReply } from '@academy/contract';
import { callApi } from './api-client.ts';

/**
 * Root key of the public classes: the open batches (here) and each batch's page (features/classes/api/get-class.ts).
 * The Classes page, the trial request's choice of batch and the staff's lead conversion read the same list, so a
 * visitor who comes to /trial from /classes finds it in the cache.
 */
export const openClassesQueryKey = ['public-classes'] as const;

/** Also preloaded by the prerendered /classes and /trial pages (entry-server.tsx): keep the requests identical. */
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
