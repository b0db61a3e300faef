import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type ConfirmTwoFactorRequest, type RecoveryCodesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_ACCOUNT_KEY } from '../../../lib/staff-account.ts';
import { rememberTwoFactor } from './get-two-factor.ts';

/** The enrolment's first code: it switches two-factor sign-in on and answers the recovery codes, once. */
export function confirmTwoFactor(body: ConfirmTwoFactorRequest): Promise<RecoveryCodesReply> {
  return callApi(ENDPOINTS.ConfirmTwoFactor, { body });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: (reply) => {
      rememberTwoFactor(queryClient, reply);
      // A member whose role requires a second factor gets the rest of the staff area back.
      void queryClient.invalidateQueries({ queryKey: STAFF_ACCOUNT_KEY });
    },
  });
}
