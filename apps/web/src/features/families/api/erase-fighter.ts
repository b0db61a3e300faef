import { ENDPOINTS, type Envelope } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Erases the account: the fighter gives their password, the admin (on the person's request) none. */
export function eraseFighter(id: string, password?: string): Promise<Envelope> {
  return callApi(ENDPOINTS.EraseFighter, { params: { id }, body: password === undefined ? {} : { password } });
}
