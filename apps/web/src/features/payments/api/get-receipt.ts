import { ENDPOINTS, type Payment } from '@academy/contract';
import { callFileApi } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { paymentSecretHeaders } from './payment-link.ts';

/** 'KKA/2026-27/00042' -> 'receipt-KKA-2026-27-00042.pdf': a file name cannot hold the number's slashes. */
export const receiptFileName = (receiptNumber: string) => `receipt-${receiptNumber.replace(/[\\/]+/g, '-')}.pdf`;

/**
 * Fetches a paid payment's receipt (a PDF in the payer's language) and saves it: the family's, the payer's by the
 * link's secret, or any for the staff.
 */
export async function downloadReceipt(payment: Pick<Payment, 'id' | 'receiptNumber' | 'reference'>): Promise<void> {
  const pdf = await callFileApi(ENDPOINTS.GetReceipt, {
    params: { id: payment.id },
    headers: paymentSecretHeaders(payment.id),
  });
  saveFile(pdf, receiptFileName(payment.receiptNumber ?? payment.reference));
}
