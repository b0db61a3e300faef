import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type SecondFactor, type RecoveryCodesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { rememberTwoFactor } from './get-two-factor.ts';

/** New recovery codes for a current code; the old ones stop working. */
export function renewRecoveryCodes(body: SecondFactor): Promise<RecoveryCodesReply> {
  return callApi(ENDPOINTS.RenewRecoveryCodes, { body });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renewRecoveryCodes, onSuccess: (reply) => rememberTwoFactor(queryClient, reply) });
}
