import type { Deps } from '../deps.ts';
import { mappedGatewayErrors } from './gateway-errors.ts';

/**
 * POST /api/stripe/webhook: the event verified against Stripe's signature (a forged one is
 * answered as the gateway's error), then stored and handled once; a repeat delivery says so.
 */
export async function receiveWebhook(
  deps: Pick<Deps, 'payments' | 'paymentEvents'>,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate?: true }> {
  const event = await mappedGatewayErrors(() => deps.payments.parseWebhook(rawBody, signature));
  if (!(await deps.paymentEvents.receive(event))) return { received: true, duplicate: true };
  return { received: true };
}
