import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingPolicy } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';

const policyKey = (studioId: number) => ['console', 'booking-policy', studioId] as const;
const policyPath = (studioId: number) => `/api/console/studios/${studioId}/booking-policy`;

/** GET /api/console/studios/{studioId}/booking-policy. */
export const useBookingPolicy = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: policyKey(studioId),
      queryFn: () => api<BookingPolicy>(policyPath(studioId)),
      meta: { personal: true },
    }),
  );

/** PUT …/booking-policy: the policy and the log read again. */
export function useSaveBookingPolicy(studioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingPolicy) =>
      api<BookingPolicy>(policyPath(studioId), { method: 'PUT', body }),
    onSettled: () => reloadAfterChange(queryClient, policyKey(studioId), ['console', 'audit']),
  });
}
