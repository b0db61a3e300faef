import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type AddChildReply, type AddChildValues } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { familyQueryKey } from '../../../lib/family.ts';

export function addChild(body: AddChildValues): Promise<AddChildReply> {
  return callApi(ENDPOINTS.AddChild, { body });
}

/** Adds a child's profile (the server emails the guardian the consent link), then reloads the family. */
export function useAddChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQueryKey }),
  });
}
