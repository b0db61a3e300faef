import { ENDPOINTS, type Envelope, type Language } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Saves the logged-in fighter's language on the account: their emails go out in it. */
export function setFighterLanguage(id: string, language: Language): Promise<Envelope> {
  return callApi(ENDPOINTS.SetFighterLanguage, { params: { id }, body: { language } });
}
