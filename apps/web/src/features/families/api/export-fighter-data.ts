import { endpointUrl, ENDPOINTS, type Envelope } from '@academy/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { getSession } from '../../../lib/session.ts';

/** The file name the server gives the zip, else a plain one. */
function attachmentName(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'fighter-data.zip';
}

/**
 * Fetches the fighter's data export (a zip) and hands it to the browser as a download. The zip is not JSON, so
 * this is the one call that does not go through callApi; a refusal still answers the usual {status, message}.
 */
export async function downloadFighterData(id: string): Promise<void> {
  const { token } = getSession();
  const response = await fetch(endpointUrl(ENDPOINTS.ExportFighterData, { id }), {
    headers: { ...(token ? { 'x-auth-token': token } : {}), 'accept-language': document.documentElement.lang || 'en' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<Envelope> | null;
    throw new ApiError(body?.message ?? `Request failed (${response.status})`, response.status, body);
  }
  saveFile(await response.blob(), attachmentName(response));
}
