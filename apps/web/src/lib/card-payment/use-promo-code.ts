import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PromoResult } from '@jetsweat/contract';
import { errorMessage } from '../api.ts';
import { promoQuery, type PromoTarget } from './verify-promo.ts';

export interface PromoCode {
  /** The code's price for the current target, once the server accepted it. */
  applied: PromoResult | null;
  /** The server's reason for refusing the code being applied. */
  error: string | null;
  checking: boolean;
  apply(code: string): void;
  remove(): void;
}

/**
 * The promo code of a purchase (spec 2.8). A code carried in from a link (`initialCode`) is
 * applied at once; applied, it is priced again whenever the target (the plan) changes, and the
 * old price stays shown until the new one arrives.
 */
export function usePromoCode(target: PromoTarget, initialCode: string | null): PromoCode {
  const [code, setCode] = useState<string | null>(() => initialCode?.trim() || null);
  const priced = target.packageId !== undefined || target.amount !== undefined;
  const query = useQuery({
    ...promoQuery(code ?? '', target),
    enabled: code !== null && priced,
    placeholderData: (previous, previousQuery) =>
      code !== null && previousQuery?.queryKey[2] === code ? previous : undefined,
  });
  return {
    applied: code !== null && query.isSuccess ? query.data : null,
    error: code !== null && query.isError ? errorMessage(query.error) : null,
    checking: query.isFetching,
    apply: (typed) => {
      const next = typed.trim() || null;
      // The same code again after a failure is asked again (the failure may have passed).
      if (next === code && query.isError) void query.refetch();
      else setCode(next);
    },
    remove: () => setCode(null),
  };
}
