import { ENDPOINTS, type CompetitionCertificateReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** An entry's certificate, fetched (and numbered, the first time) when the family or the desk downloads it. */
export function issueCompetitionCertificate(entryId: string): Promise<CompetitionCertificateReply> {
  return callApi(ENDPOINTS.IssueCompetitionCertificate, { params: { id: entryId } });
}
