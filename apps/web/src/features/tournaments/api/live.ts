import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointUrl,
  ENDPOINTS,
  type CreateDisplayRequest,
  type DisplayReply,
  type DisplaysReply,
  type LiveAthletesReply,
  type LiveBoardReply,
} from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

export function getLiveBoard(eventId: string): Promise<LiveBoardReply> {
  return callApi(ENDPOINTS.GetLiveBoard, { params: { id: eventId } });
}

/** The board a live page starts from; the stream keeps it current, so it is read once. */
export function useLiveBoard(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['live-board', eventId],
      queryFn: () => getLiveBoard(eventId),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  );
}

/** The athletes of the published draws, for following one: asked again every few minutes as draws are published. */
export function useLiveAthletes(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['live-athletes', eventId],
      queryFn: (): Promise<LiveAthletesReply> => callApi(ENDPOINTS.GetLiveAthletes, { params: { id: eventId } }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** What a display link opens: its screen and the board it starts from. */
export function useDisplay(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['display', token],
      queryFn: (): Promise<DisplayReply> => callApi(ENDPOINTS.GetDisplay, { params: { token } }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 3 && !('httpStatus' in error && error.httpStatus === 404),
    }),
  );
}

export const liveStreamUrl = (eventId: string) => endpointUrl(ENDPOINTS.LiveStream, { id: eventId });
export const displayStreamUrl = (token: string) => endpointUrl(ENDPOINTS.DisplayStream, { token });

const displaysKey = (eventId: string) => ['tournament-displays', eventId] as const;

export function useDisplays(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: displaysKey(eventId),
      queryFn: (): Promise<DisplaysReply> => callApi(ENDPOINTS.ListDisplays, { params: { id: eventId } }),
    }),
  );
}

/** Creates or revokes a display link; the reply's list replaces the panel's. */
export function useChangeDisplays(eventId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (reply: DisplaysReply) => queryClient.setQueryData(displaysKey(eventId), reply);
  const create = useMutation({
    mutationFn: (body: CreateDisplayRequest) => callApi(ENDPOINTS.CreateDisplay, { params: { id: eventId }, body }),
    onSuccess,
  });
  const revoke = useMutation({
    mutationFn: (displayId: string) =>
      callApi(ENDPOINTS.RevokeDisplay, { params: { id: eventId }, body: { displayId } }),
    onSuccess,
  });
  return { create, revoke };
}
