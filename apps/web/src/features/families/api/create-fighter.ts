import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, type CreateFighterReply, type SignUpRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function createFighter(body: SignUpRequest): Promise<CreateFighterReply> {
  return callApi(ENDPOINTS.CreateFighter, { body });
}

export function useCreateFighter() {
  return useMutation({ mutationFn: createFighter });
}
