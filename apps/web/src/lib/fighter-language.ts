import { ENDPOINTS, type Envelope, type Language } from '@academy/contract';
import { callApi } from './api-client.ts';

/**
 * Saves the logged-in fighter's language on the account: their emails go out in it. The language switch, shared by
 * every layout, calls it (loading it only then), so it lives here rather than in the profile feature.
 */
export function setFighterLanguage(id: string, language: Language): Promise<Envelope> {
  return callApi(ENDPOINTS.SetFighterLanguage, { params: { id }, body: { language } });
}
