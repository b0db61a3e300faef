import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type LoginReply, type LoginRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function fighterLogin(body: LoginRequest): Promise<LoginReply> {
  return callApi(ENDPOINTS.FighterLogin, { body });
}

export function useFighterLogin() {
  return useMutation({ mutationFn: fighterLogin });
}
