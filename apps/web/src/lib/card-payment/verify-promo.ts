import { queryOptions } from '@tanstack/react-query';
import type { PromoResult } from '@jetsweat/contract';
import { api } from '../api.ts';

/** What a code is priced against: a package, or an amount in cents (a live class). */
export interface PromoTarget {
  packageId?: string;
  amount?: number;
}

/** POST /api/basic/verifyPromo: what a code takes off a package or an amount. Changes nothing. */
export const verifyPromo = (body: PromoTarget & { promo: string }) =>
  api<PromoResult>('/api/basic/verifyPromo', { body });

/** The price of a code for a target: a read, so a query, priced again when the target changes. */
export const promoQuery = (code: string, target: PromoTarget) =>
  queryOptions({
    queryKey: ['billing', 'promo', code, target.packageId ?? null, target.amount ?? null],
    queryFn: () => verifyPromo({ promo: code, ...target }),
    // A person redeems a 'once' coupon once at all (others once per kind), so the answer is theirs.
    meta: { personal: true },
  });
