import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type LoginReply, type LoginRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function adminLogin(body: LoginRequest): Promise<LoginReply> {
  return callApi(ENDPOINTS.AdminLogin, { body });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
