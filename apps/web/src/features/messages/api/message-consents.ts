import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type MessageConsentsReply, type SetMessageConsentRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The signed-in family's own WhatsApp and SMS choices. */
export const myConsentsQueryKey = ['my-message-consents'] as const;

export function useMyMessageConsents() {
  return useQuery(
    queryOptions({
      queryKey: myConsentsQueryKey,
      queryFn: (): Promise<MessageConsentsReply> => callApi(ENDPOINTS.GetMyMessageConsents),
    }),
  );
}

/** The reply is the choices as recorded (with their time and source): the switches show them at once. */
export function useSetMyMessageConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetMessageConsentRequest) => callApi(ENDPOINTS.SetMyMessageConsent, { body }),
    onSuccess: (reply) => queryClient.setQueryData(myConsentsQueryKey, reply),
  });
}

/** A family's choices as the desk and the owner see them, by the family's account id. */
const familyConsentsKey = (id: string) => ['family-message-consents', id] as const;

export function useFamilyMessageConsents(id: string) {
  return useQuery(
    queryOptions({
      queryKey: familyConsentsKey(id),
      queryFn: (): Promise<MessageConsentsReply> => callApi(ENDPOINTS.GetFamilyMessageConsents, { params: { id } }),
    }),
  );
}

/** Records what a parent says at the desk; the reply is the family's choices as recorded. */
export function useSetFamilyMessageConsent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetMessageConsentRequest) =>
      callApi(ENDPOINTS.SetFamilyMessageConsent, { params: { id }, body }),
    onSuccess: (reply) => queryClient.setQueryData(familyConsentsKey(id), reply),
  });
}
