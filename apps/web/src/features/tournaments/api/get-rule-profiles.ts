import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type RuleProfilesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function getRuleProfiles(): Promise<RuleProfilesReply> {
  return callApi(ENDPOINTS.GetRuleProfiles);
}

/** The built-in profiles, which change only with a release; asked only by the owner, whose they are. */
export function useRuleProfiles(enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: ['rule-profiles'], queryFn: getRuleProfiles, staleTime: Infinity, enabled }),
  );
}
