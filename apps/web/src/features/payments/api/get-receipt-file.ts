import { ENDPOINTS } from '@academy/contract';
import { callFileApi } from '../../../lib/api-client.ts';

export function getReceipt(id: string): Promise<Blob> {
  return callFileApi(ENDPOINTS.GetReceipt, { params: { id } });
}
