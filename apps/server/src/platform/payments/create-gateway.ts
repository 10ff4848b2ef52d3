import type { Clock } from '../runtime/clock.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSandboxGateway } from './sandbox.ts';

/**
 * The gateway the configuration names: the in-process sandbox by default, Stripe with
 * PAYMENTS=stripe (its SDK loaded only then).
 */
export async function createPaymentGateway(
  config: Config,
  db: Database,
  clock: Clock,
): Promise<PaymentGateway> {
  if (config.payments === 'stripe') {
    const { createStripeGateway } = await import('./stripe.ts');
    return createStripeGateway({
      secretKey: config.stripe.secretKey ?? '',
      publishableKey: config.stripe.publishableKey ?? '',
      webhookSecret: config.stripe.webhookSecret,
      apiUrl: config.stripe.apiUrl,
    });
  }
  return createSandboxGateway(db, clock);
}
