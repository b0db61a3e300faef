import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type OfferReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export const offerQueryKey = (token: string) => ['seat-offer', token] as const;

export function getOffer(token: string): Promise<OfferReply> {
  return callApi(ENDPOINTS.GetOffer, { params: { token } });
}

/** The offer behind an email's link; an unknown or mistyped link is answered 404 (or 400), never retried. */
export function useOffer(token: string) {
  return useQuery({ queryKey: offerQueryKey(token), queryFn: () => getOffer(token), retry: false });
}
