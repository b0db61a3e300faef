import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type ConvertLeadReply, type ConvertLeadValues } from '@academy/contract';
import { invalidateBatches } from '../../../lib/all-batches.ts';
import { callApi } from '../../../lib/api-client.ts';
import { leadsQueryKey } from '../../../lib/leads-list.ts';

export interface ConvertLeadInput {
  id: string;
  values: ConvertLeadValues;
}

export function convertLead({ id, values }: ConvertLeadInput): Promise<ConvertLeadReply> {
  return callApi(ENDPOINTS.ConvertLead, { params: { id }, body: values });
}

export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    // The lead joined, and its batch has one seat fewer (or the refusal says it is full): show both as they are.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: leadsQueryKey }), invalidateBatches(queryClient)]),
  });
}
