import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PayoutOnboarding, StudioPayouts } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download-csv.ts';

const studioPath = (studioId: number) => `/api/console/studios/${studioId}`;

/** The studio's payout account and its payouts by month (issue 54, item 3). */
export const usePayouts = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: ['console', 'payouts', studioId] as const,
      queryFn: () => api<StudioPayouts>(`${studioPath(studioId)}/payouts`),
      meta: { personal: true },
    }),
  );

/**
 * Starts (or continues) setting the payout account up: the server answers the gateway's
 * onboarding page (Stripe's, or the sandbox's own), which `go` opens; it comes back to this page.
 */
export const useStartOnboarding = (studioId: number, go: (url: string) => void) =>
  useMutation({
    mutationFn: () =>
      api<PayoutOnboarding>(`${studioPath(studioId)}/payouts/onboarding`, { method: 'POST' }),
    onSuccess: ({ url }) => go(url),
  });

export const downloadPayoutsCsv = (studioId: number): Promise<void> =>
  downloadCsv(`${studioPath(studioId)}/payouts.csv`, 'payouts.csv');
