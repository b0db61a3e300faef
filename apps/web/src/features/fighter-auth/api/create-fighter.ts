import { useMutation } from '@tanstack/react-query';
import type { CreateFighterReply, SignUpRequest } from '@academy/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export function createFighter(body: SignUpRequest): Promise<CreateFighterReply> {
  return apiRequest<CreateFighterReply>('/api/Fighters/CreateFighter', { method: 'POST', body });
}

export function useCreateFighter() {
  return useMutation({ mutationFn: createFighter });
}
