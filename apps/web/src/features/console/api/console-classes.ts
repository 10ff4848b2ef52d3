import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleClassCancelled,
  ConsoleClassInput,
  ConsoleClassList,
  ConsoleRoster,
  WaiveFeeAnswer,
} from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';

const keys = {
  list: (studioId: number) => ['console', 'classes', studioId] as const,
  roster: (studioId: number, classId: number) => ['console', 'roster', studioId, classId] as const,
};
const classesPath = (studioId: number) => `/api/console/studios/${studioId}/classes`;

/** GET …/classes: every class for staff and admins, an instructor's own for them. */
export const useConsoleClasses = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: keys.list(studioId),
      queryFn: () => api<ConsoleClassList>(classesPath(studioId)),
      meta: { personal: true },
    }),
  );

/** GET …/classes/{classId}/roster, read when the roster is opened. */
export const useRoster = (studioId: number, classId: number) =>
  useQuery(
    queryOptions({
      queryKey: keys.roster(studioId, classId),
      queryFn: () => api<ConsoleRoster>(`${classesPath(studioId)}/${classId}/roster`),
      meta: { personal: true },
    }),
  );

/** Every change reads the list and the log again. */
function useChange<T, R>(studioId: number, send: (v: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => reloadAfterChange(queryClient, ['console']),
  });
}

export const useCreateClass = (studioId: number) =>
  useChange(studioId, (v: { fields: ConsoleClassInput; weeks: number }) =>
    api<{ classes: { id: number }[] }>(classesPath(studioId), { body: v }),
  );

export const useEditClass = (studioId: number) =>
  useChange(studioId, (v: { classId: number; fields: ConsoleClassInput }) =>
    api<{ classId: number; mailed: number }>(`${classesPath(studioId)}/${v.classId}`, {
      method: 'PUT',
      body: v.fields,
    }),
  );

export const useCancelClass = (studioId: number) =>
  useChange(studioId, (classId: number) =>
    api<ConsoleClassCancelled>(`${classesPath(studioId)}/${classId}/cancel`, { method: 'POST' }),
  );

/** POST …/classes/{classId}/fees/{feeId}/waive: the roster and the log read again. */
export const useWaiveFee = (studioId: number, classId: number) =>
  useChange(studioId, (feeId: number) =>
    api<WaiveFeeAnswer>(`${classesPath(studioId)}/${classId}/fees/${feeId}/waive`, {
      method: 'POST',
    }),
  );
