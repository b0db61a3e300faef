import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type Envelope } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { offerQueryKey } from './get-offer.ts';

/** DeclineOffer passes the seat to the next in line. */
export function useDeclineOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Envelope> => callApi(ENDPOINTS.DeclineOffer, { params: { token } }),
    // Done, the page thanks them and stays so; refused (the offer ended meanwhile), it shows the offer as it stands.
    onError: () => queryClient.invalidateQueries({ queryKey: offerQueryKey(token) }),
  });
}
