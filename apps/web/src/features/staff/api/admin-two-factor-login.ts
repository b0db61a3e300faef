import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type LoginReply, type TwoFactorLoginRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The login's second step: the challenge and a code of the app or a recovery code. */
export function adminTwoFactorLogin(body: TwoFactorLoginRequest): Promise<LoginReply> {
  return callApi(ENDPOINTS.AdminTwoFactorLogin, { body });
}

export function useAdminTwoFactorLogin() {
  return useMutation({ mutationFn: adminTwoFactorLogin });
}
