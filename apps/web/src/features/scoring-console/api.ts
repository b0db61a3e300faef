import {
  ENDPOINTS,
  type AppendBoutEventsRequest,
  type BoutLogReply,
  type ClaimTatamiRequest,
  type ConsoleReply,
} from '@academy/contract';
import { callApi } from '../../lib/api-client.ts';

export const consoleQueryKey = (eventId: string, tatami: number) => ['scoring-console', eventId, tatami] as const;

export function getConsole(eventId: string, tatami: number, signal?: AbortSignal): Promise<ConsoleReply> {
  return callApi(ENDPOINTS.GetConsole, { params: { id: eventId }, query: { tatami }, ...(signal ? { signal } : {}) });
}

export function claimTatami(eventId: string, body: ClaimTatamiRequest): Promise<ConsoleReply> {
  return callApi(ENDPOINTS.ClaimTatami, { params: { id: eventId }, body });
}

export function appendBoutEvents(categoryId: string, body: AppendBoutEventsRequest): Promise<BoutLogReply> {
  return callApi(ENDPOINTS.AppendBoutEvents, { params: { id: categoryId }, body });
}
