import {
  easternWhen,
  formatDollars,
  moneyTexts,
  refundReasonNames,
  type OwedRefunds,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { useRefundsOwed } from '../api/money.ts';

/** The refunds still owed as a table: who, for which class, how much, why, and how it went. */
export function RefundsOwedList({ owed }: { owed: OwedRefunds }) {
  if (owed.refunds.length === 0) return <p>{moneyTexts.noRefundsOwed}</p>;
  const count = owed.refunds.length === 1 ? '1 refund' : `${owed.refunds.length} refunds`;
  return (
    <>
      <p>
        <strong>{`${count} owed, ${formatDollars(owed.totalCents)} in all.`}</strong>
      </p>
      <div className="console__scroll">
        <table className="console__table" aria-label={moneyTexts.refundsOwedTitle}>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Class</th>
              <th scope="col">Amount</th>
              <th scope="col">Why</th>
              <th scope="col">Owed since</th>
              <th scope="col">Tries</th>
              <th scope="col">Last answer</th>
            </tr>
          </thead>
          <tbody>
            {owed.refunds.map((r) => (
              <tr key={`${r.classId}:${r.memberEmail}:${r.claimedAtIso}`}>
                <td>
                  {r.memberName}
                  <br />
                  <span className="console__muted">{r.memberEmail}</span>
                </td>
                <td>
                  {r.classTitle}
                  <br />
                  <span className="console__muted">{easternWhen(r.classStartsAtIso)}</span>
                </td>
                <td>{formatDollars(r.amountCents)}</td>
                <td>{refundReasonNames[r.reason]}</td>
                <td>{easternWhen(r.claimedAtIso)}</td>
                <td>{r.attempts}</td>
                <td>{r.lastError ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The studio's live-class refunds the gateway has not made yet; their jobs keep asking. */
export function RefundsOwedSection({ studioId }: { studioId: number }) {
  const owed = useRefundsOwed(studioId);
  return (
    <section className="console__card" aria-labelledby="console-refunds-owed">
      <h2 id="console-refunds-owed">{moneyTexts.refundsOwedTitle}</h2>
      <p className="console__muted">{moneyTexts.refundsOwedIntro}</p>
      {owed.isPending ? <Loader /> : null}
      {owed.isError ? <FormMessage error={errorMessage(owed.error)} /> : null}
      {owed.data ? <RefundsOwedList owed={owed.data} /> : null}
    </section>
  );
}
