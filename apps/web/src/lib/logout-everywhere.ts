import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope } from '@academy/contract';
import { callApi } from './api-client.ts';

/** Ends every session of the caller, this one included: every token issued so far answers 401 afterwards. */
export function logoutEverywhere(): Promise<Envelope> {
  return callApi(ENDPOINTS.LogoutEverywhere);
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
