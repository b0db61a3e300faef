import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type PaymentLinkReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A new link secret for a payment: the payer's link before stops working. */
export function renewPaymentLink(id: string): Promise<PaymentLinkReply> {
  return callApi(ENDPOINTS.RenewPaymentLink, { params: { id } });
}

export function useRenewPaymentLink() {
  return useMutation({ mutationFn: renewPaymentLink });
}
