import { ENDPOINTS, type AttendanceReply, type MarkAttendanceRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';

/**
 * One tap's mark. Not a mutation hook: the attendance screen's queue (attendance-queue.ts) sends, retries and
 * remembers the marks itself, so a tap outlives a dropped connection and a reload.
 */
export function markAttendance(request: MarkAttendanceRequest): Promise<AttendanceReply> {
  return callApi(ENDPOINTS.MarkAttendance, { body: request });
}
