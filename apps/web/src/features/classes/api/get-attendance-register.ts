import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type AttendanceRegisterReply } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { adminClassesQueryKey } from '../../../lib/all-batches.ts';

export const attendanceRegisterQueryKey = (id: string, month: string) =>
  [...adminClassesQueryKey, 'register', id, month] as const;

/** A batch's month (YYYY-MM): its class days up to today and each fighter's marks on them. */
export function getAttendanceRegister(id: string, month: string): Promise<AttendanceRegisterReply> {
  return callApi(ENDPOINTS.GetAttendanceRegister, { params: { id }, query: { month } });
}

export function useAttendanceRegister(id: string, month: string) {
  return useQuery(
    queryOptions({
      queryKey: attendanceRegisterQueryKey(id, month),
      queryFn: () => getAttendanceRegister(id, month),
      staleTime: 0,
    }),
  );
}
