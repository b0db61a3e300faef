import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope, type ResetPasswordRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordRequest): Promise<Envelope> {
  return callApi(ENDPOINTS.FighterResetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
