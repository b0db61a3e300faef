import { ENDPOINTS, type CertificateReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Everything a promotion's certificate shows, fetched when the family downloads it. */
export function getCertificate(promotionId: string): Promise<CertificateReply> {
  return callApi(ENDPOINTS.GetCertificate, { params: { id: promotionId } });
}
