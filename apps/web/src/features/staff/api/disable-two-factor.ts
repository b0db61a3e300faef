import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type SecondFactor, type TwoFactorReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { rememberTwoFactor } from './get-two-factor.ts';

/** Two-factor sign-in off, for a current code. */
export function disableTwoFactor(body: SecondFactor): Promise<TwoFactorReply> {
  return callApi(ENDPOINTS.DisableTwoFactor, { body });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: (reply) => rememberTwoFactor(queryClient, reply) });
}
