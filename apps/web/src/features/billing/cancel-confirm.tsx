import type { SubscriptionRecord } from '@jetsweat/contract';
import { Modal } from '../../ui/modal.tsx';
import { readableDate } from './subscription-status.ts';

/** What cancelling does, in the words of this subscription: when access ends, what is charged. */
export function cancelConsequence(record: SubscriptionRecord): string {
  // A paused or past-due subscription gives no access, so it ends at once.
  if (record.status === 'paused' || record.status === 'past_due')
    return 'Your subscription ends today and you will not be charged again.';
  const until = readableDate(record.currentPeriodEnd);
  return record.trial
    ? `Your free trial stops and you will not be charged. You keep access until ${until}.`
    : `You keep access until ${until}, the end of the period you paid for, and will not be charged again. There are no refunds for the current period.`;
}

interface Props {
  record: SubscriptionRecord;
  open: boolean;
  onKeep(): void;
  onCancel(): void;
}

/** Asks before cancelling; keeping is the first choice and Escape keeps. */
export function CancelConfirm({ record, open, onKeep, onCancel }: Props) {
  return (
    <Modal open={open} title="Cancel your subscription?" onClose={onKeep}>
      <p>{cancelConsequence(record)}</p>
      {record.status === 'paused' || record.status === 'past_due' ? null : (
        <p>You can change your mind until then, here on this page.</p>
      )}
      <div className="cancel-confirm__actions">
        <button type="button" className="btn" onClick={onKeep}>
          Keep my subscription
        </button>
        <button type="button" className="btn btn--danger" onClick={onCancel}>
          Yes, cancel
        </button>
      </div>
    </Modal>
  );
}
