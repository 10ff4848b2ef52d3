import { usePageTitle } from '../../lib/use-page-title.ts';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { billingTexts, type SubscriptionRecord } from '@jetsweat/contract';
import { CardPaymentProvider } from '../../lib/card-payment/card-payment-provider.tsx';
import { paths } from '../../lib/paths.ts';
import { useSite } from '../../lib/site.ts';
import { Loader } from '../../ui/loader.tsx';
import { useStudioPackages } from './api/packages.ts';
import { useSubscription } from './api/subscription.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { statusLine } from './subscription-status.ts';
import './billing.css';

/** A subscription on hold (paused, or a renewal that failed) is fixed from /cancel, not bought again. */
function OnHold({ record }: { record: SubscriptionRecord }) {
  return (
    <div className="form-error" role="status">
      <p>{statusLine(record)}</p>
      <Link to={paths.cancel}>
        {record.status === 'paused' ? 'Resume your subscription' : 'Update your card'}
      </Link>
    </div>
  );
}

/** /payment, /checkout and /checkout/{studio}: 'Sign up now!' (spec 2.8). */
export default function CheckoutPage() {
  usePageTitle('Payment');
  const { studioShortName } = useParams();
  const [query] = useSearchParams();
  const site = useSite();
  const studioKey = studioShortName ?? site.studioKey;
  const { packages, loadError } = useStudioPackages(studioKey);
  const current = useSubscription().data?.subscription;
  const onHold = current && ['paused', 'past_due'].includes(current.status) ? current : null;

  return (
    <main className="page billing-page">
      <h1>{billingTexts.signUpNow}</h1>
      {loadError ? <ErrorBanner lines={[loadError]} /> : null}
      {!packages && !loadError ? <Loader /> : null}
      {onHold ? <OnHold record={onHold} /> : null}
      {packages && !onHold && (packages.yearly || packages.monthly) ? (
        <CardPaymentProvider>
          <CheckoutForm
            packages={packages}
            studioKey={studioKey}
            initialPlan={query.get('plan') === 'yearly' ? 'yearly' : 'monthly'}
            initialCode={query.get('code')}
          />
        </CardPaymentProvider>
      ) : null}
    </main>
  );
}
