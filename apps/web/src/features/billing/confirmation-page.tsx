import { useSession } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { SubscriptionConfirmed } from './subscription-confirmed.tsx';
import './billing.css';

/** /confirmation: the subscription confirmed screen; white-label for a studio member (spec 2.11). */
export default function ConfirmationPage() {
  const { user } = useSession();
  const site = useSite();
  if (!user) return null;
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
