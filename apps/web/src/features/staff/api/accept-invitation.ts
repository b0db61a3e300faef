import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type AcceptStaffInvitationRequest, type LoginReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function acceptInvitation(request: AcceptStaffInvitationRequest): Promise<LoginReply> {
  return callApi(ENDPOINTS.AcceptStaffInvitation, { body: request });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
