import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type BookingReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { offerQueryKey } from './get-offer.ts';

/** ClaimOffer books the seat from the form filled in when joining the line, and answers as BookEvent does. */
export function useClaimOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<BookingReply> => callApi(ENDPOINTS.ClaimOffer, { params: { token } }),
    // A refusal (the offer ended meanwhile) shows the offer as it now stands.
    onError: () => queryClient.invalidateQueries({ queryKey: offerQueryKey(token) }),
  });
}
