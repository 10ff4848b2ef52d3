import { Link } from '../../../lib/link.tsx';
import { easternShortDate, formatDollars } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useReceipts } from '../api/receipts.ts';
import './membership.css';

/** Every payment the member made, each with a link to its printable receipt. */
export function ReceiptList() {
  const receipts = useReceipts();
  const list = receipts.data?.receipts ?? [];
  return (
    <section aria-labelledby="receipts-heading" className="membership">
      <h2 id="receipts-heading">Receipts</h2>
      {receipts.isError && !receipts.data ? (
        <p className="form-error" role="alert">
          {errorMessage(receipts.error)}
        </p>
      ) : list.length > 0 ? (
        <table className="receipts">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Item</th>
              <th scope="col">Amount</th>
              <th scope="col">
                <span className="visually-hidden">Receipt</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.id}>
                <td>{easternShortDate(r.paidAt)}</td>
                <td>{r.description}</td>
                <td>
                  {formatDollars(r.amountCents)}
                  {r.refunded
                    ? r.refundedCents === undefined
                      ? ' (refunded)'
                      : ` (${formatDollars(r.refundedCents)} refunded)`
                    : ''}
                </td>
                <td>
                  <Link to={paths.receipt(r.id)} aria-label={`Receipt ${r.number}`}>
                    Receipt
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : receipts.isPending ? null : (
        <p>No payments yet. A free trial is charged when it ends.</p>
      )}
    </section>
  );
}
