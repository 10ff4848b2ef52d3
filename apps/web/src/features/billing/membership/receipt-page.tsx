import { useParams } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { brand, easternShortDate, formatDollars, shortDay } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useSite } from '../../../lib/site.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Loader } from '../../../ui/loader.tsx';
import { useReceipt } from '../api/receipts.ts';
import './membership.css';

/** /account/receipts/{id}: one payment as a receipt the member can print or save as PDF. */
export default function ReceiptPage() {
  usePageTitle('Receipt');
  const id = useParams().receiptId ?? '';
  const receipt = useReceipt(id);
  const { user } = useSession();
  const site = useSite();
  if (receipt.isPending && receipt.fetchStatus !== 'idle') return <Loader />;
  if (!receipt.data) {
    return (
      <main className="page page--narrow">
        <h1>Receipt</h1>
        <p className="form-error" role="alert">
          {receipt.error ? errorMessage(receipt.error) : 'We could not find that receipt.'}
        </p>
        <Link to={paths.account}>Back to your account</Link>
      </main>
    );
  }
  const r = receipt.data;
  return (
    <main className="page page--narrow receipt">
      <p className="receipt__actions">
        <Link to={paths.account}>Back to your account</Link>
        <button type="button" className="btn btn--ghost" onClick={() => window.print()}>
          Print
        </button>
      </p>
      <h1>Receipt {r.number}</h1>
      <p className="receipt__from">
        {site.onWhiteLabelDomain && site.studio ? site.studio.name : brand.name} ·{' '}
        {site.contactEmail}
      </p>
      <dl className="receipt__facts">
        <dt>Paid on</dt>
        <dd>{easternShortDate(r.paidAt)}</dd>
        <dt>Billed to</dt>
        <dd>{user ? `${user.firstName} ${user.lastName}, ${user.email}` : ''}</dd>
        <dt>Item</dt>
        <dd>
          {r.description}
          {r.passDate ? `, for ${shortDay(r.passDate)}` : ''}
        </dd>
        <dt>Paid by</dt>
        <dd>Card</dd>
        <dt>Amount paid</dt>
        <dd className="receipt__amount">{formatDollars(r.amountCents)} USD</dd>
        {r.refunded ? (
          <>
            <dt>Refunded</dt>
            <dd>
              {formatDollars(r.refundedCents ?? r.amountCents)} USD, given back to the card
              {r.refundedCents === undefined ? '' : ' for the classes not used'}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="receipt__note">Thank you for working out with us.</p>
    </main>
  );
}
