import { percentOf, reportNames, reportTexts, type MembersReport } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { CsvButton } from '../csv-button.tsx';
import { TableScroll } from '../table-scroll.tsx';
import { ReportBars } from './report-bars.tsx';
import { monthName } from './report-names.ts';
import { downloadReportCsv, useMembersReport } from './reports-api.ts';

const members = (n: number) => `${n} member${n === 1 ? '' : 's'}`;

/** New and returning members' text summary: the period's new ones, and the last month's mix. */
export function membersSummary(r: MembersReport): string {
  const period = `${monthName(r.from)} to ${monthName(r.to)}`;
  const newOnes = r.byMonth.reduce((s, m) => s + m.new, 0);
  const last = r.byMonth.at(-1)!;
  if (r.byMonth.every((m) => m.new + m.returning === 0))
    return `${reportNames.members}, ${period}: ${reportTexts.noMembers}`;
  return (
    `${reportNames.members} by month, ${period}: ${members(newOnes)} booked for the first time; ` +
    `in ${monthName(last.month)}, ${last.new} new and ${last.returning} returning.`
  );
}

/** The retention table's text summary: the share of members booking again the month after joining. */
export function cohortSummary(r: MembersReport): string {
  const withNext = r.cohorts.filter((c) => c.booking.length > 1 && c.members > 0);
  const joined = withNext.reduce((s, c) => s + c.members, 0);
  const again = withNext.reduce((s, c) => s + c.booking[1]!, 0);
  if (joined === 0) return `${reportNames.cohorts}: ${reportTexts.noMembers}`;
  return `${reportNames.cohorts}: of ${members(joined)} who joined from ${monthName(
    withNext[0]!.cohort,
  )} to ${monthName(withNext.at(-1)!.cohort)}, ${percentOf(again, joined)}% booked again the month after.`;
}

/** A cell's shade: the darker the higher the share (a grey for none). */
const shade = (pct: number) => `report-cohorts__cell report-cohorts__cell--${Math.round(pct / 25)}`;

/** Months along the top, cohorts down the side, each cell the share of the cohort still booking. */
export function CohortTable({ report }: { report: MembersReport }) {
  const summary = cohortSummary(report);
  return (
    <figure className="report-cohorts">
      <TableScroll label={reportNames.cohorts}>
        <table className="console__table" aria-label={reportNames.cohorts}>
          <thead>
            <tr>
              <th scope="col">First month</th>
              <th scope="col">Members</th>
              {report.byMonth.map((_, i) => (
                <th scope="col" key={i}>
                  {i === 0 ? 'Month 0' : `+${i}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.cohorts.map((c) => (
              <tr key={c.cohort}>
                <th scope="row">{monthName(c.cohort)}</th>
                <td>{c.members}</td>
                {report.byMonth.map((_, i) => {
                  const n = c.booking[i];
                  if (n === undefined) return <td key={i} />;
                  const pct = percentOf(n, c.members);
                  return (
                    <td key={i} className={shade(pct)} title={`${n} of ${c.members}`}>
                      {c.members === 0 ? '–' : `${pct}%`}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}

/** New (bottom) and returning (top) members per month as stacked bars. */
export function MembersChart({ report }: { report: MembersReport }) {
  return (
    <ReportBars
      summary={membersSummary(report)}
      axisTitle="Members booking"
      timeTitle="Month (UTC)"
      bars={report.byMonth.map((m) => ({
        key: m.month,
        label: monthName(m.month),
        parts: [m.new, m.returning],
        title: `${monthName(m.month)}: ${m.new} new, ${m.returning} returning`,
      }))}
    />
  );
}

export function MembersSection({ studioId, months }: { studioId: number; months: number }) {
  const report = useMembersReport(studioId, months);
  return (
    <>
      <section className="console__card" aria-labelledby="report-members">
        <h2 id="report-members">{reportNames.members}</h2>
        {report.isPending ? <Loader /> : null}
        {report.isError ? <FormMessage error={errorMessage(report.error)} /> : null}
        {report.data ? (
          <>
            <MembersChart report={report.data} />
            <p className="console__muted">
              <span className="report-bars__key report-bars__key--0" /> New{' '}
              <span className="report-bars__key report-bars__key--1" /> Returning
            </p>
            <CsvButton
              label="Download members CSV"
              download={() => downloadReportCsv(studioId, 'members', months)}
            />
          </>
        ) : null}
      </section>
      <section className="console__card" aria-labelledby="report-cohorts">
        <h2 id="report-cohorts">{reportNames.cohorts}</h2>
        {report.data ? (
          <>
            <CohortTable report={report.data} />
            <CsvButton
              label="Download cohorts CSV"
              download={() => downloadReportCsv(studioId, 'cohorts', months)}
            />
          </>
        ) : null}
      </section>
    </>
  );
}
