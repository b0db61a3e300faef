import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type SeedProposalReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function proposeSeeds(categoryId: string): Promise<SeedProposalReply> {
  return callApi(ENDPOINTS.ProposeSeeds, { params: { id: categoryId } });
}

/** Asked on the organiser's click and never kept: the proposal only fills the draw panel's seeds. */
export function useProposeSeeds() {
  return useMutation({ mutationFn: proposeSeeds });
}
