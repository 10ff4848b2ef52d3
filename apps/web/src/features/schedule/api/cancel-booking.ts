import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelBookingAnswer, WaitlistAnswer } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';
import { scheduleKeys } from './keys.ts';

/**
 * DELETE /api/liveclass/purchased/{id}: cancels the booking (refunded when it was paid); inside the
 * studio's window, with its late-cancel fee accepted (`acceptLateFee`).
 */
export const cancelBooking = ({
  liveClassId,
  acceptLateFee = false,
}: {
  liveClassId: number;
  acceptLateFee?: boolean;
}) =>
  api<CancelBookingAnswer>(
    `/api/liveclass/purchased/${liveClassId}${acceptLateFee ? '?acceptLateFee=true' : ''}`,
    { method: 'DELETE' },
  );

/** PUT or DELETE /api/liveclass/upcoming/{id}/waitlist: joins or leaves a full class's waitlist. */
export const setWaiting = (liveClassId: number, waiting: boolean) =>
  api<WaitlistAnswer>(`/api/liveclass/upcoming/${liveClassId}/waitlist`, {
    method: waiting ? 'PUT' : 'DELETE',
  });

/** A cancel or a waitlist change moves seats and the member's classes: all is reloaded. */
function useScheduleMutation<V, T>(fn: (v: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void reloadAfterChange(queryClient, scheduleKeys.all),
  });
}

export const useCancelBooking = () => useScheduleMutation(cancelBooking);
export const useSetWaiting = () =>
  useScheduleMutation((v: { liveClassId: number; waiting: boolean }) =>
    setWaiting(v.liveClassId, v.waiting),
  );
