import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope, type ForgotPasswordRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function requestResetCode(body: ForgotPasswordRequest): Promise<Envelope> {
  return callApi(ENDPOINTS.FighterForgotPassword, { body });
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
