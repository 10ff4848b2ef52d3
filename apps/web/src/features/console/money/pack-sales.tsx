import { useState } from 'react';
import {
  consolePacksTexts as texts,
  easternWhen,
  formatDollars,
  packTexts,
  type PackSales as Sales,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { usePackSales } from '../api/money.ts';
import { TableScroll } from '../table-scroll.tsx';

/** One page of sales as a table: who bought which pack when, for how much, what is left. */
function SalesTable({ data }: { data: Sales }) {
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
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The studio's pack sales, newest first, a page at a time. */
export function PackSales({ studioId }: { studioId: number }) {
  const [page, setPage] = useState(1);
  const sales = usePackSales(studioId, page);
  const pages = sales.data ? Math.max(1, Math.ceil(sales.data.total / sales.data.pageSize)) : 1;
  return (
    <section aria-labelledby="console-pack-sales">
      <h3 id="console-pack-sales">{texts.salesTitle}</h3>
      {sales.isPending ? <Loader /> : null}
      {sales.isError ? <FormMessage error={errorMessage(sales.error)} /> : null}
      {sales.data ? (
        sales.data.total === 0 ? (
          <p>{texts.noSales}</p>
        ) : (
          <>
            <SalesTable data={sales.data} />
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
