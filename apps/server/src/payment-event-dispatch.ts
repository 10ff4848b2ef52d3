import type { FastifyBaseLogger } from 'fastify';
import type { PaymentEvent, PaymentGateway } from './platform/payments/gateway.ts';
import type { Services } from './services.ts';

/**
 * The one place a payment event (Stripe's webhook, or the sandbox) goes to the feature that owns
 * its payment. Every intent the product creates names its purpose in its metadata; billing owns
 * subscriptions (and their renewals and card updates) and day passes, the schedule owns a single
 * live class paid by card. An event of an intent the product did not create is left alone.
 * Registered once, when the services are built, so no route plugin registers a handler of its own.
 */
export function dispatchPaymentEvents(
  payments: PaymentGateway,
  { billing, livePayments }: Pick<Services, 'billing' | 'livePayments'>,
  log: FastifyBaseLogger,
): void {
  const toBilling = (event: PaymentEvent) => billing.settleFromEvent(event);
  const owners = new Map<string, (event: PaymentEvent) => Promise<void>>([
    ['subscription', toBilling],
    ['renewal', toBilling],
    ['card', toBilling],
    ['daypass', toBilling],
    ['pack', toBilling],
    [
      'liveclass',
      (event) =>
        livePayments.settleFromEvent(event, (err, intent) =>
          log.warn({ err, intent: intent.id }, 'live-class payment could not become a booking'),
        ),
    ],
  ]);
  payments.onEvent(async (event) => {
    const purpose = event.intent?.metadata.purpose;
    const owner = purpose === undefined ? undefined : owners.get(purpose);
    if (owner) await owner(event);
    else log.debug({ event: event.id, type: event.type }, 'payment event of no purpose of ours');
  });
}
