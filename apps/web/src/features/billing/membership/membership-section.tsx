import { Link } from '../../../lib/link.tsx';
import { formatDollars, type SubscriptionRecord } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { useSubscription } from '../api/subscription.ts';
import { cardName, planLine, readableDate, statusWord } from '../subscription-status.ts';
import { UpdateCardForm } from '../update-card-form.tsx';
import './membership.css';

/** One fact of the membership: a term and what it is. */
const fact = (term: string, value: string | null) =>
  value ? (
    <div className="membership__fact" key={term}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  ) : null;

function SubscriptionFacts({ record }: { record: SubscriptionRecord }) {
  const next = record.nextPayment;
  return (
    <dl className="membership__facts">
      {fact('Plan', planLine(record))}
      {fact('Status', statusWord(record))}
      {fact('Trial ends', record.status === 'trialing' ? readableDate(record.trialEnd) : null)}
      {fact(
        record.status === 'past_due' ? 'Next try' : 'Next bill',
        next ? `${readableDate(next.date)}, ${formatDollars(next.amountCents)}` : null,
      )}
      {fact('Access ends', record.cancelled ? readableDate(record.currentPeriodEnd) : null)}
      {fact('Promo', record.coupon ? `${record.coupon.code}: ${record.coupon.output}` : null)}
      {fact(
        'Card on file',
        record.card ? `${cardName(record.card.brand)} ending ${record.card.last4}` : 'None',
      )}
    </dl>
  );
}

/** A failed renewal says why and takes a new card right here. */
function PaymentFailed({ record }: { record: SubscriptionRecord }) {
  return (
    <div className="membership__failed">
      <p className="form-error" role="alert">
        Your last payment did not go through
        {record.lastPaymentError ? `: ${record.lastPaymentError}` : '.'} Your membership is on hold
        until it does. Update your card below and we will charge it right away.
      </p>
      <UpdateCardForm />
    </div>
  );
}

/**
 * The membership part of /account: plan, price, status in words, trial end and next bill, the
 * card on file, and the way to fix a failed payment.
 */
export function MembershipSection() {
  const subscription = useSubscription();
  const site = useSite();
  const plansPath = site.onWhiteLabelDomain ? paths.checkout() : paths.subscription;
  const record = subscription.data?.subscription ?? null;
  const open = record !== null && record.status !== 'canceled';
  return (
    <section aria-labelledby="membership-heading" className="membership">
      <h2 id="membership-heading">Membership</h2>
      {subscription.isPending ? (
        <p>Loading your membership…</p>
      ) : subscription.isError && !subscription.data ? (
        <p className="form-error" role="alert">
          {errorMessage(subscription.error)}
        </p>
      ) : open ? (
        <>
          <SubscriptionFacts record={record} />
          {record.status === 'past_due' ? <PaymentFailed record={record} /> : null}
          <p>
            <Link to={paths.cancel}>Manage your subscription</Link> (pause, cancel or change card)
          </p>
        </>
      ) : (
        <p>
          {record ? `Your ${planLine(record)} ended on ${readableDate(record.endedAt)}. ` : null}
          You have no subscription. <Link to={plansPath}>Choose a plan</Link>
        </p>
      )}
    </section>
  );
}
