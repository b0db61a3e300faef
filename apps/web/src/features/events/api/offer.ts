import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type BookingReply, type Envelope, type OfferReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

const offerQueryKey = (token: string) => ['seat-offer', token] as const;

export function getOffer(token: string): Promise<OfferReply> {
  return callApi(ENDPOINTS.GetOffer, { params: { token } });
}

/** The offer behind an email's link; an unknown or mistyped link is answered 404 (or 400), never retried. */
export function useOffer(token: string) {
  return useQuery({ queryKey: offerQueryKey(token), queryFn: () => getOffer(token), retry: false });
}

/** ClaimOffer books the seat from the form filled in when joining the line, and answers as BookEvent does. */
export function useClaimOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<BookingReply> => callApi(ENDPOINTS.ClaimOffer, { params: { token } }),
    // A refusal (the offer ended meanwhile) shows the offer as it now stands.
    onError: () => queryClient.invalidateQueries({ queryKey: offerQueryKey(token) }),
  });
}

/** DeclineOffer passes the seat to the next in line. */
export function useDeclineOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Envelope> => callApi(ENDPOINTS.DeclineOffer, { params: { token } }),
    // Done, the page thanks them and stays so; refused (the offer ended meanwhile), it shows the offer as it stands.
    onError: () => queryClient.invalidateQueries({ queryKey: offerQueryKey(token) }),
  });
}
