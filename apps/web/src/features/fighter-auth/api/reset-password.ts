import { useMutation } from '@tanstack/react-query';
import type { Envelope, ResetPasswordRequest } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordRequest): Promise<Envelope> {
  return apiRequest<Envelope>('/api/Fighters/FighterResetPassword', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
