import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Ends every session of the caller, this one included: every token issued so far answers 401 afterwards. */
export function logoutEverywhere(): Promise<Envelope> {
  return apiRequest<Envelope>('/api/Sessions/LogoutEverywhere', { method: 'POST' });
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
