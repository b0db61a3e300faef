import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type BookTrialValues, type Envelope } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function bookTrial(body: BookTrialValues): Promise<Envelope> {
  return callApi(ENDPOINTS.BookTrial, { body });
}

export function useBookTrial() {
  return useMutation({ mutationFn: bookTrial });
}
