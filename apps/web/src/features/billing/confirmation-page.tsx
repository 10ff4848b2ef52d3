import { Link } from '../../lib/link.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { Loader } from '../../ui/loader.tsx';
import { useSubscription } from './api/subscription.ts';
import { SubscriptionConfirmed } from './subscription-confirmed.tsx';
import './billing.css';

/** No subscription to confirm: say so, with the way to one, instead of confirming nothing. */
function NothingToConfirm() {
  const site = useSite();
  return (
    <main className="page page--narrow billing-page">
      <h1>No subscription yet</h1>
      <p>You have no subscription to confirm. Choose a plan to start working out.</p>
      <p>
        <Link className="btn" to={site.onWhiteLabelDomain ? paths.checkout() : paths.subscription}>
          See the plans
        </Link>{' '}
        <Link to={paths.account}>Your account</Link>
      </p>
    </main>
  );
}

/**
 * /confirmation: the subscription confirmed screen, white-label for a studio member (spec 2.11),
 * shown only to someone who has a subscription. Right after a purchase the cached answer may
 * predate it, so the page waits for the fresh one.
 */
export default function ConfirmationPage() {
  usePageTitle('Confirmation');
  const { user } = useSession();
  const site = useSite();
  const subscription = useSubscription();
  const record = subscription.data?.subscription ?? null;
  const has = record !== null && record.status !== 'canceled';
  if (!user) return null;
  if (subscription.isPending || (!has && subscription.isFetching)) return <Loader />;
  if (!has) return <NothingToConfirm />;
  const studio =
    user.accountType === 'studio'
      ? (site.studio ?? site.whitelabels.find((s) => s.id === user.studioId) ?? null)
      : null;
  return (
    <main className="page page--narrow billing-page">
      <SubscriptionConfirmed firstName={user.firstName} studio={studio} />
    </main>
  );
}
