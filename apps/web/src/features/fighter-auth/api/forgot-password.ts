import { useMutation } from '@tanstack/react-query';
import type { Envelope, ForgotPasswordRequest } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestResetCode(body: ForgotPasswordRequest): Promise<Envelope> {
  return apiRequest<Envelope>('/api/Fighters/FighterForgotPassword', { method: 'POST', body });
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
