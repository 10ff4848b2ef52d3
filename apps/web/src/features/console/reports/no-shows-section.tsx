import { percentOf, reportNames, reportTexts, type NoShowReport } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { CsvButton } from '../csv-button.tsx';
import { TableScroll } from '../table-scroll.tsx';
import { ReportBars } from './report-bars.tsx';
import { dayName, weekName } from './report-names.ts';
import { downloadReportCsv, useNoShowReport } from './reports-api.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The no-show report's text summary: no-shows against the booked seats, then late cancels. */
export function noShowSummary(r: NoShowReport): string {
  const period = `${dayName(r.from)} to ${dayName(r.to)}`;
  const late =
    r.lateCancels === 0
      ? 'nobody cancelled late'
      : `${plural(r.lateCancels, 'booking was', 'bookings were')} cancelled late, inside the studio's cancellation window`;
  if (r.noShows === 0 && r.lateCancels === 0)
    return `${reportNames.noShows}, ${period}: ${reportTexts.noNoShows}`;
  return (
    `${reportNames.noShows} by week, ${period}: ${r.noShows} of ${r.booked} booked seats ` +
    `(${percentOf(r.noShows, r.booked)}%) were no-shows: the member never joined the class; ${late}.`
  );
}

/** No-shows (bottom) and late cancels (top) by week as bars, and the members who missed most. */
export function NoShowReportView({ report }: { report: NoShowReport }) {
  return (
    <>
      <ReportBars
        summary={noShowSummary(report)}
        axisTitle="No-shows"
        timeTitle="Week (UTC, from Monday)"
        bars={report.byWeek.map((w) => ({
          key: w.week,
          label: weekName(w.week),
          parts: [w.noShows, w.lateCancels],
          title: `Week of ${weekName(w.week)}: ${plural(w.noShows, 'no-show', 'no-shows')} of ${w.booked} booked, ${plural(w.lateCancels, 'late cancel', 'late cancels')}`,
        }))}
      />
      <p className="console__muted">
        <span className="report-bars__key report-bars__key--0" /> No-shows{' '}
        <span className="report-bars__key report-bars__key--1" /> Late cancels
      </p>
      {report.members.length > 0 ? (
        <TableScroll label="Members who missed most">
          <table className="console__table" aria-label="Members who missed most">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Email</th>
                <th scope="col">No-shows</th>
                <th scope="col">Late cancels</th>
                <th scope="col">Last missed</th>
              </tr>
            </thead>
            <tbody>
              {report.members.map((m) => (
                <tr key={m.userId}>
                  <td>{m.name}</td>
                  <td>{m.email}</td>
                  <td>{m.noShows}</td>
                  <td>{m.lateCancels}</td>
                  <td>{dayName(m.lastMissed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </>
  );
}

export function NoShowsSection({ studioId, weeks }: { studioId: number; weeks: number }) {
  const report = useNoShowReport(studioId, weeks);
  return (
    <section className="console__card" aria-labelledby="report-no-shows">
      <h2 id="report-no-shows">{reportNames.noShows}</h2>
      {report.isPending ? <Loader /> : null}
      {report.isError ? <FormMessage error={errorMessage(report.error)} /> : null}
      {report.data ? (
        <>
          <NoShowReportView report={report.data} />
          <CsvButton
            label="Download no-shows CSV"
            download={() => downloadReportCsv(studioId, 'no-shows', weeks)}
          />
        </>
      ) : null}
    </section>
  );
}
