import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type StartTwoFactorReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function startTwoFactor(): Promise<StartTwoFactorReply> {
  return callApi(ENDPOINTS.StartTwoFactor);
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}
