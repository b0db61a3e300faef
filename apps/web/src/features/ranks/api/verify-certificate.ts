import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type VerifyCertificateReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const certificateCheckQueryKey = (number: string) => ['certificate-check', number] as const;

/** The public check of a certificate number: only the name, the rank and the day come back. */
export function verifyCertificate(number: string): Promise<VerifyCertificateReply> {
  return callApi(ENDPOINTS.VerifyCertificate, { params: { number } });
}

/** The check of `number`, once there is one to check; an unknown number is an answer, not worth asking again. */
export function useCertificateCheck(number: string | null) {
  return useQuery({
    queryKey: certificateCheckQueryKey(number ?? ''),
    queryFn: () => verifyCertificate(number!),
    enabled: number !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
