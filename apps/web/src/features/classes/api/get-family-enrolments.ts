import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type FamilyEnrolmentsReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { openClassesQueryKey } from '../../../lib/open-classes.ts';

/** Under the open classes' key: joining or leaving a batch, which reloads those, reloads this too. */
export const familyEnrolmentsQueryKey = [...openClassesQueryKey, 'family-enrolments'] as const;

export function getFamilyEnrolments(): Promise<FamilyEnrolmentsReply> {
  return callApi(ENDPOINTS.GetFamilyEnrolments);
}

/** The batches the logged-in family is in or waits for; asked only for a fighter's session. */
export function useFamilyEnrolments(enabled: boolean) {
  return useQuery({ queryKey: familyEnrolmentsQueryKey, queryFn: getFamilyEnrolments, enabled, staleTime: 0 });
}
