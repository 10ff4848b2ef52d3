import { useState } from 'react';
import {
  classCount,
  consolePacksTexts as texts,
  easternWhen,
  formatDollars,
  packRefundCents,
  packTexts,
  type PackSale,
  type PackSales as Sales,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { usePackSales, useRefundPackSale } from '../api/money.ts';
import { TableScroll } from '../table-scroll.tsx';

type Say = (m: { error?: string; success?: string }) => void;

/**
 * A paid sale with classes left: the refund button, which asks first with the amount the server's
 * rule gives (docs/decisions/0114-pack-refunds.md). A refunded sale: what was given back.
 */
function RefundCell({ studioId, sale, say }: { studioId: number; sale: PackSale; say: Say }) {
  const refund = useRefundPackSale(studioId);
  if (sale.status === 'refunded')
    return (
      <span className="console__muted">
        {texts.refundedOf(formatDollars(sale.refundCents ?? 0), sale.creditsVoided ?? 0)}
      </span>
    );
  if (sale.creditsLeft === 0) return null;
  const dollars = formatDollars(
    packRefundCents(sale.amountCents, sale.creditsLeft, sale.creditsTotal),
  );
  const press = async () => {
    if (
      !window.confirm(texts.refundQuestion(sale.memberName, dollars, classCount(sale.creditsLeft)))
    )
      return;
    try {
      const r = await refund.mutateAsync(sale.id);
      const amount = formatDollars(r.refundCents);
      say({
        success: r.state === 'refunded' ? texts.refundDone(amount) : texts.refundOwed(amount),
      });
    } catch (err) {
      say({ error: errorMessage(err) });
    }
  };
  return (
    <button
      className="btn btn--secondary"
      type="button"
      onClick={press}
      disabled={refund.isPending}
      aria-busy={refund.isPending}
    >
      {texts.refund}
      <span className="visually-hidden">
        {' '}
        {sale.packName}, {sale.memberName}
      </span>
    </button>
  );
}

/** One page of sales as a table: who bought which pack when, for how much, what is left. */
function SalesTable({ studioId, data, say }: { studioId: number; data: Sales; say: Say }) {
  return (
    <TableScroll label={texts.salesTitle}>
      <table className="console__table" aria-label={texts.salesTitle}>
        <thead>
          <tr>
            <th scope="col">{texts.buyer}</th>
            <th scope="col">{texts.pack}</th>
            <th scope="col">{texts.paid}</th>
            <th scope="col">{texts.amount}</th>
            <th scope="col">{texts.left}</th>
            <th scope="col">{texts.expires}</th>
            <th scope="col">{texts.refund}</th>
          </tr>
        </thead>
        <tbody>
          {data.sales.map((s) => (
            <tr key={s.id}>
              <td>{s.memberName}</td>
              <td>
                {s.packName}
                {s.intro ? (
                  <>
                    <br />
                    <span className="console__badge">{packTexts.introBadge}</span>
                  </>
                ) : null}
              </td>
              <td>{easternWhen(s.paidAt)}</td>
              <td>
                {formatDollars(s.amountCents)}
                {s.status === 'refunded' ? (
                  <>
                    <br />
                    <span className="console__muted">{texts.refunded}</span>
                  </>
                ) : null}
              </td>
              <td>{`${s.creditsLeft} of ${s.creditsTotal}`}</td>
              <td>{easternWhen(s.expiresAt)}</td>
              <td>
                <RefundCell studioId={studioId} sale={s} say={say} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The studio's pack sales, newest first, a page at a time, each paid one refundable. */
export function PackSales({ studioId }: { studioId: number }) {
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const sales = usePackSales(studioId, page);
  const pages = sales.data ? Math.max(1, Math.ceil(sales.data.total / sales.data.pageSize)) : 1;
  return (
    <section aria-labelledby="console-pack-sales">
      <h3 id="console-pack-sales">{texts.salesTitle}</h3>
      {sales.isPending ? <Loader /> : null}
      {sales.isError ? <FormMessage error={errorMessage(sales.error)} /> : null}
      <FormMessage {...message} />
      {sales.data ? (
        sales.data.total === 0 ? (
          <p>{texts.noSales}</p>
        ) : (
          <>
            <SalesTable studioId={studioId} data={sales.data} say={setMessage} />
            <div className="console__actions">
              <button
                className="btn"
                type="button"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {texts.previous}
              </button>
              <span>{texts.pageOf(page, pages)}</span>
              <button
                className="btn"
                type="button"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {texts.next}
              </button>
            </div>
          </>
        )
      ) : null}
    </section>
  );
}
