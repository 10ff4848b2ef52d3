import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsolePacks,
  CouponRedemptions,
  Failure,
  OwedRefunds,
  PackRefund,
  PackSales,
  Revenue,
  StudioCoupon,
  StudioPrice,
} from '@jetsweat/contract';
import { api, ApiError } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download-csv.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';

const moneyKeys = {
  all: ['console'] as const,
  coupons: (studioId: number) => ['console', 'coupons', studioId] as const,
  redemptions: (studioId: number, couponId: number) =>
    ['console', 'coupons', studioId, 'redemptions', couponId] as const,
  prices: (studioId: number) => ['console', 'prices', studioId] as const,
  packs: (studioId: number) => ['console', 'packs', studioId] as const,
  packSales: (studioId: number, page: number) => ['console', 'pack-sales', studioId, page] as const,
  revenue: (studioId: number) => ['console', 'revenue', studioId] as const,
  refundsOwed: (studioId: number) => ['console', 'refunds-owed', studioId] as const,
};
const studioPath = (studioId: number) => `/api/console/studios/${studioId}`;

/** The field a refusal is about (the server names it for a request its schema refused). */
export const fieldOf = (err: unknown): string | undefined =>
  err instanceof ApiError ? (err.body as Partial<Failure> | null)?.field : undefined;

/** The address of the revenue CSV (a download the server names). */
export const revenueCsvUrl = (studioId: number) => `${studioPath(studioId)}/revenue.csv`;

export const useCoupons = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: moneyKeys.coupons(studioId),
      queryFn: () => api<{ coupons: StudioCoupon[] }>(`${studioPath(studioId)}/coupons`),
      meta: { personal: true },
    }),
  );

export const useRedemptions = (studioId: number, couponId: number) =>
  useQuery(
    queryOptions({
      queryKey: moneyKeys.redemptions(studioId, couponId),
      queryFn: () =>
        api<CouponRedemptions>(`${studioPath(studioId)}/coupons/${couponId}/redemptions`),
      meta: { personal: true },
    }),
  );

/** Every change reads the console's lists and its log again. */
function useMoneyChange<A, T>(fn: (a: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => reloadAfterChange(queryClient, moneyKeys.all),
  });
}

export const useCreateCoupon = (studioId: number) =>
  useMoneyChange((body: Record<string, unknown>) =>
    api<{ id: number }>(`${studioPath(studioId)}/coupons`, { body }),
  );

export const useUpdateCoupon = (studioId: number) =>
  useMoneyChange(({ id, ...body }: { id: number } & Record<string, unknown>) =>
    api<StudioCoupon>(`${studioPath(studioId)}/coupons/${id}`, { method: 'PATCH', body }),
  );

/** Every class pack of the studio, on sale or not (issue 54). */
export const usePacks = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: moneyKeys.packs(studioId),
      queryFn: () => api<ConsolePacks>(`${studioPath(studioId)}/packs`),
      meta: { personal: true },
    }),
  );

/** One page (from 1) of the studio's pack sales, newest first. */
export const usePackSales = (studioId: number, page: number) =>
  useQuery(
    queryOptions({
      queryKey: moneyKeys.packSales(studioId, page),
      queryFn: () => api<PackSales>(`${studioPath(studioId)}/pack-sales?page=${page}`),
      meta: { personal: true },
    }),
  );

export const useCreatePack = (studioId: number) =>
  useMoneyChange((body: Record<string, unknown>) =>
    api<{ id: number }>(`${studioPath(studioId)}/packs`, { body }),
  );

export const useUpdatePack = (studioId: number) =>
  useMoneyChange(({ id, ...body }: { id: number } & Record<string, unknown>) =>
    api<{ id: number }>(`${studioPath(studioId)}/packs/${id}`, { method: 'PATCH', body }),
  );

/** Refunds a pack sale's unused classes (the server answers the same refund to a second press). */
export const useRefundPackSale = (studioId: number) =>
  useMoneyChange((purchaseId: number) =>
    api<PackRefund>(`${studioPath(studioId)}/pack-sales/${purchaseId}/refund`, { method: 'POST' }),
  );

export const usePrices = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: moneyKeys.prices(studioId),
      queryFn: () => api<{ prices: StudioPrice[] }>(`${studioPath(studioId)}/prices`),
      meta: { personal: true },
    }),
  );

export const useSavePrice = (studioId: number) =>
  useMoneyChange(({ packageId, priceCents }: { packageId: string; priceCents: number }) =>
    api<StudioPrice>(`${studioPath(studioId)}/prices/${packageId}`, {
      method: 'PUT',
      body: { priceCents },
    }),
  );

export const useRevenue = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: moneyKeys.revenue(studioId),
      queryFn: () => api<Revenue>(`${studioPath(studioId)}/revenue`),
      meta: { personal: true },
    }),
  );

/** The studio's live-class refunds still owed (their jobs keep asking the gateway). */
export const useRefundsOwed = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: moneyKeys.refundsOwed(studioId),
      queryFn: () => api<OwedRefunds>(`${studioPath(studioId)}/refunds-owed`),
      meta: { personal: true },
    }),
  );

/**
 * Downloads the revenue CSV under the name the server gives it (Content-Disposition): fetched with
 * the session's token, as every console call is, then handed to the browser as a file
 * (lib/download-csv.ts, as the reports' CSVs are).
 */
export const downloadRevenueCsv = (studioId: number): Promise<void> =>
  downloadCsv(revenueCsvUrl(studioId), 'revenue.csv');
