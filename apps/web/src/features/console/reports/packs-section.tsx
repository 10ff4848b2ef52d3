import {
  formatDollars,
  reportNames,
  reportTexts,
  type PackReport,
  type PackSalesFigures,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { CsvButton } from '../csv-button.tsx';
import { TableScroll } from '../table-scroll.tsx';
import { ReportBars } from './report-bars.tsx';
import { monthName } from './report-names.ts';
import { downloadReportCsv, usePackReport } from './reports-api.ts';

const sold = (f: PackSalesFigures) => f.packsSold + f.introSold;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The pack and offer sales' text summary: the period's sales, revenue, classes used and refunds. */
export function packsSummary(r: PackReport): string {
  const period = `${monthName(r.from)} to ${monthName(r.to)}`;
  const t = r.total;
  if (sold(t) + t.refunds === 0)
    return `${reportNames.packs}, ${period}: ${reportTexts.noPackSales}`;
  const refunds =
    t.refunds === 0
      ? 'none refunded'
      : `${plural(t.refunds, 'refund', 'refunds')} gave back ${formatDollars(t.refundedCents)}`;
  return (
    `${reportNames.packs} by month, ${period}: ${plural(t.packsSold, 'class pack', 'class packs')} ` +
    `and ${plural(t.introSold, 'intro offer', 'intro offers')} sold for ` +
    `${formatDollars(t.revenueCents)}; ${plural(t.creditsUsed, 'class', 'classes')} booked with ` +
    `them so far; ${refunds}.`
  );
}

/** Packs (bottom) and intro offers (top) sold each month, as stacked bars. */
function PacksChart({ report }: { report: PackReport }) {
  return (
    <ReportBars
      summary={packsSummary(report)}
      axisTitle="Sold"
      timeTitle="Month (UTC)"
      bars={report.byMonth.map((m) => ({
        key: m.month,
        label: monthName(m.month),
        parts: [m.packsSold, m.introSold],
        title: `${monthName(m.month)}: ${m.packsSold} packs, ${m.introSold} intro offers, ${formatDollars(m.revenueCents)}`,
      }))}
    />
  );
}

/** Each month's figures, and the period's. */
function PacksTable({ report }: { report: PackReport }) {
  const cells = (f: PackSalesFigures) => (
    <>
      <td>{f.packsSold}</td>
      <td>{f.introSold}</td>
      <td>{formatDollars(f.revenueCents)}</td>
      <td>{f.creditsUsed}</td>
      <td>{f.refunds}</td>
      <td>{formatDollars(f.refundedCents)}</td>
    </>
  );
  return (
    <TableScroll label={`${reportNames.packs} by month`}>
      <table className="console__table" aria-label={`${reportNames.packs} by month`}>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Packs</th>
            <th scope="col">Intro offers</th>
            <th scope="col">Revenue</th>
            <th scope="col">Classes used</th>
            <th scope="col">Refunds</th>
            <th scope="col">Refunded</th>
          </tr>
        </thead>
        <tbody>
          {report.byMonth.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month)}</th>
              {cells(m)}
            </tr>
          ))}
          <tr>
            <th scope="row">Total</th>
            {cells(report.total)}
          </tr>
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Pack and intro offer sales of the last N months (issue 54, item 4). */
export function PacksSection({ studioId, months }: { studioId: number; months: number }) {
  const report = usePackReport(studioId, months);
  return (
    <section className="console__card" aria-labelledby="report-packs">
      <h2 id="report-packs">{reportNames.packs}</h2>
      <p className="console__muted">{reportTexts.packsIntro}</p>
      {report.isPending ? <Loader /> : null}
      {report.isError ? <FormMessage error={errorMessage(report.error)} /> : null}
      {report.data ? (
        <>
          <PacksChart report={report.data} />
          <p className="console__muted">
            <span className="report-bars__key report-bars__key--0" /> Class packs{' '}
            <span className="report-bars__key report-bars__key--1" /> Intro offers
          </p>
          <PacksTable report={report.data} />
          <CsvButton
            label="Download pack sales CSV"
            download={() => downloadReportCsv(studioId, 'packs', months)}
          />
        </>
      ) : null}
    </section>
  );
}
