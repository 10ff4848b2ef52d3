import type { PaymentConfig } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';

let pending: Promise<PaymentConfig | null> | null = null;

/**
 * GET /api/basic/stripe, once per page load and without a token (spec 6). A failure is only
 * logged (spec 8); the card form then stays not ready.
 */
export function loadPaymentConfig(): Promise<PaymentConfig | null> {
  pending ??= api<PaymentConfig>('/api/basic/stripe', { token: null }).catch((err: unknown) => {
    console.error('Could not load the payment configuration', err);
    pending = null;
    return null;
  });
  return pending;
}
