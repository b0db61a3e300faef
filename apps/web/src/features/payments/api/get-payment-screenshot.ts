import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@academy/contract';
import { callFileApi } from '../../../lib/api-client.ts';

export function getPaymentScreenshot(id: string): Promise<Blob> {
  return callFileApi(ENDPOINTS.GetPaymentScreenshot, { params: { id } });
}

/**
 * A payment's screenshot, private to the admin, so fetched with the token rather than linked. It never changes, so it
 * lives outside the payments' key that every decision invalidates.
 */
export function usePaymentScreenshot(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin-payment-screenshot', id] as const,
      queryFn: () => getPaymentScreenshot(id),
      staleTime: Infinity,
    }),
  );
}
