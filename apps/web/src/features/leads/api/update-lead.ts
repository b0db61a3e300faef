import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type LeadReply, type UpdateLeadRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { leadsQueryKey } from '../../../lib/leads-list.ts';

export interface UpdateLeadInput {
  id: string;
  change: UpdateLeadRequest;
}

export function updateLead({ id, change }: UpdateLeadInput): Promise<LeadReply> {
  return callApi(ENDPOINTS.UpdateLead, { params: { id }, body: change });
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
  });
}
