import { useMutation } from '@tanstack/react-query';
import type { LoginReply, LoginRequest } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export function adminLogin(body: LoginRequest): Promise<LoginReply> {
  return apiRequest<LoginReply>('/api/Admin/AdminLogin', { method: 'POST', body });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
