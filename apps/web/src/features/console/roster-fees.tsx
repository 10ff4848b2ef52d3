import { useState } from 'react';
import { bookingPolicyTexts, formatDollars, type RosterFee } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { useWaiveFee } from './api/console-classes.ts';

/** What a fee took, in a few words: the money, a pack's credit, or a class's payment. */
function feeAmount(f: RosterFee): string {
  if (f.settledBy === 'pack') return 'pack credit kept';
  if (f.settledBy === 'payment') return `${formatDollars(f.amountCents)} payment kept`;
  return formatDollars(f.amountCents);
}

/**
 * A class's late-cancel and no-show fees (issue 54, item 2), each with its state and, for the
 * studio's staff and admins, Waive: what the fee took is given back.
 */
export function RosterFees(props: {
  studioId: number;
  classId: number;
  fees: RosterFee[];
  canWaive: boolean;
}) {
  const waive = useWaiveFee(props.studioId, props.classId);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  if (props.fees.length === 0) return null;
  const send = async (feeId: number) => {
    setMessage({});
    try {
      setMessage({ success: (await waive.mutateAsync(feeId)).message });
    } catch (err) {
      setMessage({ error: errorMessage(err) });
    }
  };
  return (
    <>
      <h3>Fees</h3>
      <ul className="console__list" aria-label="Fees">
        {props.fees.map((f) => (
          <li key={f.id} className="console__row">
            <span>
              {f.name}: {bookingPolicyTexts.feeKind[f.kind]}, {feeAmount(f)}
            </span>
            <span>
              {bookingPolicyTexts.feeStatus[f.status]}
              {f.failure ? <span className="console__muted"> ({f.failure})</span> : null}
            </span>
            {props.canWaive && f.status !== 'waived' ? (
              <button
                type="button"
                className="btn"
                disabled={waive.isPending}
                aria-label={`${bookingPolicyTexts.waive}: ${bookingPolicyTexts.feeKind[f.kind]} of ${f.name}`}
                onClick={() => void send(f.id)}
              >
                {bookingPolicyTexts.waive}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <FormMessage error={message.error} success={message.success} />
    </>
  );
}
