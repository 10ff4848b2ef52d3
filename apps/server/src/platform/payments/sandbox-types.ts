import type { CardSummary } from '@jetsweat/contract';
import type { Intent, PaymentGateway } from './gateway.ts';
import type { SandboxOnboarding } from './sandbox-connect.ts';

/** The card details a browser sends to the sandbox in place of Stripe.js. */
export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string | undefined;
}

export type SandboxGateway = PaymentGateway &
  SandboxOnboarding & {
    /** Stripe.js's createToken / createPaymentMethod: checks the card and keeps last4 and brand. */
    tokenize(
      card: SandboxCard,
      kind: 'token' | 'payment_method',
    ): Promise<{ id: string; card: CardSummary }>;
    /** Stripe.js's confirmCardPayment / confirmCardSetup, authorised by the client secret. */
    confirmByClient(
      intentId: string,
      clientSecret: string,
      paymentMethod: string | undefined,
    ): Promise<Intent>;
    /** The buyer's answer to the bank's authentication step (Stripe's 3D Secure test page). */
    authenticateByClient(
      intentId: string,
      clientSecret: string,
      outcome: 'complete' | 'fail',
    ): Promise<Intent>;
    retrieveByClient(intentId: string, clientSecret: string): Promise<Intent>;
  };
