import { lazy, Suspense } from 'react';
import { useCardPaymentInternals } from './context.ts';
import { SandboxCardFields } from './sandbox-card-fields.tsx';
import './card-payment.css';

// Stripe.js and Elements load only where a card is taken and only when Stripe is the gateway.
const StripeCardFields = lazy(() => import('./stripe-card-fields.tsx'));

const loading = (
  <p className="card-fields__loading" role="status">
    Loading the card form…
  </p>
);

/** The card form of the gateway in use; put it inside a <CardPaymentProvider>. */
export function CardFields({ defaultName = '' }: { defaultName?: string }) {
  const { gateway, publishableKey } = useCardPaymentInternals();
  if (!gateway || !publishableKey) return loading;
  if (gateway === 'stripe') {
    return (
      <Suspense fallback={loading}>
        <StripeCardFields publishableKey={publishableKey} defaultName={defaultName} />
      </Suspense>
    );
  }
  return <SandboxCardFields defaultName={defaultName} />;
}
