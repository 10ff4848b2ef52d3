import { usePageTitle } from '../../lib/use-page-title.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { billingTexts, type SubscriptionRecord } from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { Loader } from '../../ui/loader.tsx';
import { useLifecycleChange, useSubscription, type LifecycleAction } from './api/subscription.ts';
import { SubscriptionChanges } from './subscription-changes.tsx';
import { statusLine } from './subscription-status.ts';
import { NothingToCancel } from './nothing-to-cancel.tsx';
import './billing.css';

/**
 * What a successful change says: the subscription's new state, in the one sentence the page
 * would show anyway (said once, not twice).
 */
function changedText(action: LifecycleAction, record: SubscriptionRecord): string {
  return `${action === 'uncancel' ? 'Welcome back! ' : ''}${statusLine(record)}`;
}

/** Spec 8: a cancel that fails with a bad session or a bad answer logs the person out. */
const logsOut = (action: LifecycleAction, err: unknown) =>
  action === 'cancel' && (!(err instanceof ApiError) || err.status === 401 || err.status === 0);

/** Runs a change and words its outcome; a failed cancel may end the session instead. */
function useChange() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const change = useLifecycleChange();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const act = async (action: LifecycleAction) => {
    setMessage(null);
    try {
      const record = await change.mutateAsync(action);
      setMessage({ ok: true, text: changedText(action, record) });
    } catch (err) {
      if (!logsOut(action, err)) return setMessage({ ok: false, text: errorMessage(err) });
      await logout();
      await navigate(paths.home, { replace: true });
    }
  };
  const busy = change.isPending ? (change.variables ?? null) : null;
  return { act, busy, message };
}

/**
 * /cancel: the confirmation text with the support address and the Cancel Subscription button
 * (spec 2.10), with the other changes a subscriber can make: undo, pause, resume, change card.
 */
export default function CancelPage() {
  usePageTitle('Manage your membership');
  const subscription = useSubscription();
  const { act, busy, message } = useChange();
  if (subscription.isPending) return <Loader />;
  const record = subscription.data?.subscription ?? null;
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
      {record && !message?.ok ? <p className="subscription-status">{statusLine(record)}</p> : null}
      {open ? <SubscriptionChanges record={record} busy={busy} act={act} /> : <NothingToCancel />}
    </main>
  );
}
