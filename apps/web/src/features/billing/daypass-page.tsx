import { usePageTitle } from '../../lib/use-page-title.ts';
import { useParams } from 'react-router';
import { billingTexts } from '@jetsweat/contract';
import { CardPaymentProvider } from '../../lib/card-payment/card-payment-provider.tsx';
import { useSite } from '../../lib/site.ts';
import { Loader } from '../../ui/loader.tsx';
import { useStudioPackages } from './api/packages.ts';
import { DaypassForm } from './daypass-form.tsx';
import { ErrorBanner } from './error-banner.tsx';
import './billing.css';

/** /daypass and /daypass/{studio}: one day of unlimited workouts (spec 2.9). */
export default function DaypassPage() {
  usePageTitle('Day pass');
  const { studioShortName } = useParams();
  const site = useSite();
  const studioKey = studioShortName ?? site.studioKey;
  const { packages, loadError } = useStudioPackages(studioKey);

  return (
    <main className="page billing-page">
      <h1>{billingTexts.dayPass}</h1>
      {loadError ? <ErrorBanner lines={[loadError]} /> : null}
      {!packages && !loadError ? <Loader /> : null}
      {packages && !packages.daily ? (
        <ErrorBanner lines={['This studio does not sell day passes.']} />
      ) : null}
      {packages?.daily ? (
        <CardPaymentProvider>
          <DaypassForm packages={packages} studioKey={studioKey} />
        </CardPaymentProvider>
      ) : null}
    </main>
  );
}
