import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type AdminLoginReply, type LoginRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The login, or, for an account with two-factor sign-in, its challenge (status 2). */
export function adminLogin(body: LoginRequest): Promise<AdminLoginReply> {
  return callApi(ENDPOINTS.AdminLogin, { body });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
