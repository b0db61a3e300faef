import { useMutation } from '@tanstack/react-query';
import type { LoginReply, LoginRequest } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export function fighterLogin(body: LoginRequest): Promise<LoginReply> {
  return apiRequest<LoginReply>('/api/Fighters/FighterLogin', { method: 'POST', body });
}

export function useFighterLogin() {
  return useMutation({ mutationFn: fighterLogin });
}
