import { percentOf, reportNames, reportTexts, type AttendanceReport } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { CsvButton } from '../csv-button.tsx';
import { TableScroll } from '../table-scroll.tsx';
import { ReportBars } from './report-bars.tsx';
import { dayName, weekName } from './report-names.ts';
import { downloadReportCsv, useAttendanceReport } from './reports-api.ts';

/** The attendance report's text summary: seats booked of capacity, and who came. */
export function attendanceSummary(r: AttendanceReport): string {
  const t = r.total;
  if (t.classes === 0)
    return `${reportNames.attendance}, ${dayName(r.from)} to ${dayName(r.to)}: ${reportTexts.noClasses}`;
  return (
    `${reportNames.attendance} by week, ${dayName(r.from)} to ${dayName(r.to)}: ` +
    `${t.booked} of ${t.capacity} seats booked (${percentOf(t.booked, t.capacity)}% full) in ` +
    `${t.classes} class${t.classes === 1 ? '' : 'es'}; ${t.attended} member${t.attended === 1 ? '' : 's'} came ` +
    `(${percentOf(t.attended, t.booked)}% of bookings).`
  );
}

/** Fill rate by week as bars, the numbers by week and by class, and the CSV. */
export function AttendanceReportView({ report }: { report: AttendanceReport }) {
  return (
    <>
      <ReportBars
        summary={attendanceSummary(report)}
        axisTitle="Seats booked (%)"
        timeTitle="Week (UTC, from Monday)"
        percent
        bars={report.byWeek.map((w) => ({
          key: w.week,
          label: weekName(w.week),
          parts: [percentOf(w.booked, w.capacity)],
          title: `Week of ${weekName(w.week)}: ${percentOf(w.booked, w.capacity)}% full (${w.booked} of ${w.capacity} seats), ${w.attended} came`,
        }))}
      />
      <details>
        <summary>Show the numbers by class</summary>
        <TableScroll label="Attendance by class">
          <table className="console__table" aria-label="Attendance by class">
            <thead>
              <tr>
                <th scope="col">Class</th>
                <th scope="col">Classes</th>
                <th scope="col">Seats</th>
                <th scope="col">Booked</th>
                <th scope="col">Fill rate</th>
                <th scope="col">Came</th>
              </tr>
            </thead>
            <tbody>
              {report.byClass.map((c) => (
                <tr key={c.title}>
                  <td>{c.title}</td>
                  <td>{c.classes}</td>
                  <td>{c.capacity}</td>
                  <td>{c.booked}</td>
                  <td>{percentOf(c.booked, c.capacity)}%</td>
                  <td>{c.attended}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </>
  );
}

export function AttendanceSection({ studioId, weeks }: { studioId: number; weeks: number }) {
  const report = useAttendanceReport(studioId, weeks);
  return (
    <section className="console__card" aria-labelledby="report-attendance">
      <h2 id="report-attendance">{reportNames.attendance}</h2>
      {report.isPending ? <Loader /> : null}
      {report.isError ? <FormMessage error={errorMessage(report.error)} /> : null}
      {report.data ? (
        <>
          <AttendanceReportView report={report.data} />
          <CsvButton
            label="Download attendance CSV"
            download={() => downloadReportCsv(studioId, 'attendance', weeks)}
          />
        </>
      ) : null}
    </section>
  );
}
