import { ENDPOINTS, type CategoryCertificatesReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Every certificate of a finished category (numbered where not yet), fetched when the organiser prints them. */
export function issueCategoryCertificates(categoryId: string): Promise<CategoryCertificatesReply> {
  return callApi(ENDPOINTS.IssueCategoryCertificates, { params: { id: categoryId } });
}
