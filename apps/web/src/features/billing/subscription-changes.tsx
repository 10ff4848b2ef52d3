import { useState } from 'react';
import { billingTexts, type SubscriptionRecord } from '@jetsweat/contract';
import { useSite } from '../../lib/site.ts';
import type { LifecycleAction } from './api/subscription.ts';
import { CancelConfirm, cancelConsequence } from './cancel-confirm.tsx';
import { cardName } from './subscription-status.ts';
import { UpdateCardForm } from './update-card-form.tsx';

interface Props {
  record: SubscriptionRecord;
  busy: LifecycleAction | null;
  act(action: LifecycleAction): Promise<void>;
}

/** Spec 2.10's confirmation text, support address and Cancel Subscription button, asked twice. */
function CancelSection({ record, busy, act }: Props) {
  const site = useSite();
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="cancel-heading" className="billing-section">
      <h2 id="cancel-heading">Cancel</h2>
      <p>
        We are sorry to see you go. {cancelConsequence(record)} Questions? Write to{' '}
        <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>
      <button
        type="button"
        className="btn btn--danger"
        onClick={() => setAsking(true)}
        disabled={busy !== null}
      >
        {busy === 'cancel' ? billingTexts.processing : billingTexts.cancelSubscription}
      </button>
      <CancelConfirm
        record={record}
        open={asking}
        onKeep={() => setAsking(false)}
        onCancel={() => {
          setAsking(false);
          void act('cancel');
        }}
      />
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

/**
 * What a subscriber can do with a subscription that has not ended (spec 2.10 and the lifecycle):
 * pause (a quiet button) before cancel (a red outline, asked twice); undo and resume lead.
 */
export function SubscriptionChanges(props: Props) {
  const { record, busy, act } = props;
  const button = (action: LifecycleAction, label: string) => (
    <p>
      <button
        type="button"
        className="btn btn--brand"
        onClick={() => void act(action)}
        disabled={busy !== null}
      >
        {label}
      </button>
    </p>
  );
  const running = record.status === 'trialing' || record.status === 'active';
  return (
    <>
      {record.cancelled && record.status !== 'canceled'
        ? button('uncancel', 'Keep my subscription')
        : null}
      {record.status === 'paused' ? button('unpause', 'Resume subscription') : null}
      {running && !record.cancelled ? <PauseSection {...props} /> : null}
      {!record.cancelled ? <CancelSection {...props} /> : null}
      <CardSection record={record} />
    </>
  );
}
