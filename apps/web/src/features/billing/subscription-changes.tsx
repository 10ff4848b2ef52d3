import { billingTexts, type SubscriptionRecord } from '@jetsweat/contract';
import { useSite } from '../../lib/site.ts';
import type { LifecycleAction } from './api/subscription.ts';
import { cardName } from './subscription-status.ts';
import { UpdateCardForm } from './update-card-form.tsx';

interface Props {
  record: SubscriptionRecord;
  busy: LifecycleAction | null;
  act(action: LifecycleAction): Promise<void>;
}

function CancelSection({ record, busy, act }: Props) {
  const site = useSite();
  return (
    <section aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className="visually-hidden">
        Cancel
      </h2>
      <p>
        We are sorry to see you go. If you cancel, you keep access until the end of the period you
        have
        {record.trial ? ' started' : ' paid for'}, and you will not be charged again. There are no
        refunds for the current period. Questions? Write to{' '}
        <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>
      <button
        type="button"
        className="btn"
        onClick={() => void act('cancel')}
        disabled={busy !== null}
      >
        {busy === 'cancel' ? billingTexts.processing : billingTexts.cancelSubscription}
      </button>
    </section>
  );
}

function PauseSection({ busy, act }: Props) {
  return (
    <section aria-labelledby="pause-heading" className="billing-section">
      <h2 id="pause-heading">Need a break?</h2>
      <p>
        Pause instead of cancelling: you cannot work out while paused, and the time you have left
        waits for you.
      </p>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => void act('pause')}
        disabled={busy !== null}
      >
        Pause subscription
      </button>
    </section>
  );
}

function CardSection({ record }: { record: SubscriptionRecord }) {
  return (
    <section aria-labelledby="card-heading" className="billing-section">
      <h2 id="card-heading">Payment card</h2>
      <p>
        {record.card
          ? `Renewals are charged to your ${cardName(record.card.brand)} card ending ${record.card.last4}.`
          : 'There is no card on file.'}
      </p>
      <UpdateCardForm />
    </section>
  );
}

/** What a subscriber can do with a subscription that has not ended (spec 2.10 and the lifecycle). */
export function SubscriptionChanges(props: Props) {
  const { record, busy, act } = props;
  const button = (action: LifecycleAction, label: string) => (
    <button type="button" className="btn" onClick={() => void act(action)} disabled={busy !== null}>
      {label}
    </button>
  );
  return (
    <>
      {!record.cancelled ? (
        <CancelSection {...props} />
      ) : record.status !== 'canceled' ? (
        button('uncancel', 'Keep my subscription')
      ) : null}
      {record.status === 'trialing' || record.status === 'active' ? (
        <PauseSection {...props} />
      ) : null}
      {record.status === 'paused' ? button('unpause', 'Resume subscription') : null}
      <CardSection record={record} />
    </>
  );
}
