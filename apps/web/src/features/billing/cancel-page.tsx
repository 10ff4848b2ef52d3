import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { billingTexts, type SubscriptionRecord } from '@jetsweat/contract';
import { paths } from '../../app/paths.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { Loader } from '../../ui/loader.tsx';
import { useSession } from '../accounts/session.tsx';
import { useSite } from '../studios/site.tsx';
import { billingApi } from './api.ts';
import { cardName, readableDate, statusLine } from './subscription-status.ts';
import { UpdateCardForm } from './update-card-form.tsx';
import './billing.css';

type Action = 'cancel' | 'uncancel' | 'pause' | 'unpause';

/**
 * /cancel: the confirmation text with the support address and the Cancel Subscription button
 * (spec 2.10), with the other changes a subscriber can make: undo, pause, resume, change card.
 */
export default function CancelPage() {
  const { refresh, logout } = useSession();
  const site = useSite();
  const navigate = useNavigate();
  const [record, setRecord] = useState<SubscriptionRecord | null | undefined>(undefined);
  const [busy, setBusy] = useState<Action | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    billingApi
      .subscription()
      .then((s) => setRecord(s.subscription))
      .catch(() => setRecord(null));
  }, []);

  const act = async (action: Action) => {
    setBusy(action);
    setMessage(null);
    try {
      const change = await billingApi[action]();
      if (!change?.subscriptionRecord) throw new ApiError(0, 'bad response', change);
      setRecord(change.subscriptionRecord);
      const r = change.subscriptionRecord;
      const texts: Record<Action, string> = {
        cancel:
          r.status === 'canceled'
            ? 'Your subscription is cancelled.'
            : `Your subscription is cancelled. You keep access until ${readableDate(r.currentPeriodEnd)}.`,
        uncancel: 'Your subscription will continue. Welcome back!',
        pause: 'Your subscription is paused.',
        unpause: 'Your subscription is running again.',
      };
      setMessage({ ok: true, text: texts[action] });
      await refresh();
    } catch (err) {
      // Spec 8: a cancel that fails with a bad session or a bad answer logs the person out.
      if (
        action === 'cancel' &&
        (!(err instanceof ApiError) || err.status === 401 || err.status === 0)
      ) {
        await logout();
        await navigate(paths.home, { replace: true });
        return;
      }
      setMessage({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  };

  if (record === undefined) return <Loader />;
  const open = record && record.status !== 'canceled';
  return (
    <main className="page page--narrow billing-page">
      <h1>{billingTexts.cancelSubscription}</h1>
      {message ? (
        <div
          className={message.ok ? 'form-success' : 'form-error'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </div>
      ) : null}
      {record ? <p className="subscription-status">{statusLine(record)}</p> : null}
      {!open ? (
        <p>
          You have no subscription to cancel. <Link to={paths.subscription}>See our plans</Link>
        </p>
      ) : (
        <>
          {!record.cancelled ? (
            <section aria-labelledby="cancel-heading">
              <h2 id="cancel-heading" className="visually-hidden">
                Cancel
              </h2>
              <p>
                We are sorry to see you go. If you cancel, you keep access until the end of the
                period you have
                {record.trial ? ' started' : ' paid for'}, and you will not be charged again. There
                are no refunds for the current period. Questions? Write to{' '}
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
          ) : record.status !== 'canceled' ? (
            <button
              type="button"
              className="btn"
              onClick={() => void act('uncancel')}
              disabled={busy !== null}
            >
              Keep my subscription
            </button>
          ) : null}
          {record.status === 'trialing' || record.status === 'active' ? (
            <section aria-labelledby="pause-heading" className="billing-section">
              <h2 id="pause-heading">Need a break?</h2>
              <p>
                Pause instead of cancelling: you cannot work out while paused, and the time you have
                left waits for you.
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
          ) : null}
          {record.status === 'paused' ? (
            <button
              type="button"
              className="btn"
              onClick={() => void act('unpause')}
              disabled={busy !== null}
            >
              Resume subscription
            </button>
          ) : null}
          <section aria-labelledby="card-heading" className="billing-section">
            <h2 id="card-heading">Payment card</h2>
            <p>
              {record.card
                ? `Renewals are charged to your ${cardName(record.card.brand)} card ending ${record.card.last4}.`
                : 'There is no card on file.'}
            </p>
            <UpdateCardForm
              onChanged={(r) => {
                setRecord(r);
                void refresh();
              }}
            />
          </section>
        </>
      )}
    </main>
  );
}
