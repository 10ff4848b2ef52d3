import { useParams } from 'react-router';
import { packTexts } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { CardPaymentProvider } from '../../lib/card-payment/card-payment-provider.tsx';
import { useSite } from '../../lib/site.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Loader } from '../../ui/loader.tsx';
import { useStudioPackages } from './api/packages.ts';
import { useStudioPacks } from '../../lib/class-packs.ts';
import { ErrorBanner } from './error-banner.tsx';
import { PackPurchaseForm } from './pack-purchase-form.tsx';
import './billing.css';

/** /packs/{studio} (or /packs on a studio's own site): its class packs and intro offers (issue 54). */
export default function PacksPage() {
  usePageTitle(packTexts.title);
  const { studioShortName } = useParams();
  const site = useSite();
  const studioKey = studioShortName ?? site.studioKey;
  const { packages, loadError } = useStudioPackages(studioKey);
  const studio = packages?.studio ?? null;
  const offer = useStudioPacks(studio?.id);
  const problem = loadError ?? (offer.isError ? errorMessage(offer.error) : null);
  return (
    <main className="page billing-page">
      <h1>{studio ? `${studio.name}: ${packTexts.title}` : packTexts.title}</h1>
      {problem ? <ErrorBanner lines={[problem]} /> : null}
      {!problem && (!packages || (studio && !offer.data)) ? <Loader /> : null}
      {packages && !studio ? (
        <p>Class packs are sold by each studio: open a studio’s page.</p>
      ) : null}
      {offer.data && offer.data.packs.length === 0 ? (
        <p>This studio sells no class packs at the moment.</p>
      ) : null}
      {offer.data && offer.data.packs.length > 0 ? (
        <CardPaymentProvider>
          <PackPurchaseForm offer={offer.data} />
        </CardPaymentProvider>
      ) : null}
    </main>
  );
}
