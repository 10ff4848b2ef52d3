import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@jetsweat/contract';
import { api } from '../api.ts';
import { ONCE_A_VISIT } from '../query-client.ts';

/**
 * GET /api/basic/stripe, without a token (spec 6): which gateway takes cards, and its key. Loaded
 * once a visit; a failure is only logged (spec 8), the card form then stays not ready, and the
 * next card form asks again.
 */
export const getPaymentConfig = () =>
  api<PaymentConfig>('/api/basic/stripe', { token: null }).catch((err: unknown) => {
    console.error('Could not load the payment configuration', err);
    throw err;
  });

export const paymentConfigQuery = queryOptions({
  queryKey: ['billing', 'payment-config'],
  queryFn: getPaymentConfig,
  ...ONCE_A_VISIT,
});

export const usePaymentConfig = () => useQuery(paymentConfigQuery);
