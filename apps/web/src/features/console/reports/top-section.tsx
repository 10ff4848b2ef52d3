import {
  percentOf,
  reportNames,
  reportTexts,
  type ClassSums,
  type TopReport,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { CsvButton } from '../csv-button.tsx';
import { TableScroll } from '../table-scroll.tsx';
import { dayName } from './report-names.ts';
import { downloadReportCsv, useTopReport } from './reports-api.ts';

const came = (s: ClassSums) =>
  `${s.attended} came in ${s.classes} class${s.classes === 1 ? '' : 'es'}, ${percentOf(s.booked, s.capacity)}% full`;

/** The top report's text summary: the first class and instructor. */
export function topSummary(r: TopReport): string {
  const period = `${dayName(r.from)} to ${dayName(r.to)}`;
  const [c] = r.classes;
  const [i] = r.instructors;
  if (!c || !i) return `${reportNames.top}, ${period}: ${reportTexts.noClasses}`;
  return `${reportNames.top}, ${period}: the most attended class is ${c.title} (${came(c)}); the most attended instructor is ${i.name} (${came(i)}).`;
}

/** A ranked list as horizontal bars (members who came), each with its fill rate. */
function Ranked({ label, rows }: { label: string; rows: (ClassSums & { name: string })[] }) {
  const most = Math.max(1, ...rows.map((r) => r.attended));
  return (
    <TableScroll label={label}>
      <table className="console__table report-top" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{label}</th>
            <th scope="col">Came</th>
            <th scope="col">Fill rate</th>
            <th scope="col">Classes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, place) => (
            <tr key={r.name}>
              <td>{place + 1}</td>
              <td>{r.name}</td>
              <td>
                <span
                  className="report-top__bar"
                  style={{ width: `${(r.attended / most) * 8}em` }}
                  aria-hidden="true"
                />{' '}
                {r.attended}
              </td>
              <td>{percentOf(r.booked, r.capacity)}%</td>
              <td>{r.classes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The top classes and instructors: a summary and two ranked lists. */
export function TopReportView({ report }: { report: TopReport }) {
  return (
    <figure className="report-top__figure">
      <Ranked label="Class" rows={report.classes.map((c) => ({ ...c, name: c.title }))} />
      <Ranked label="Instructor" rows={report.instructors} />
      <figcaption>{topSummary(report)}</figcaption>
    </figure>
  );
}

export function TopSection({ studioId, weeks }: { studioId: number; weeks: number }) {
  const report = useTopReport(studioId, weeks);
  return (
    <section className="console__card" aria-labelledby="report-top">
      <h2 id="report-top">{reportNames.top}</h2>
      {report.isPending ? <Loader /> : null}
      {report.isError ? <FormMessage error={errorMessage(report.error)} /> : null}
      {report.data ? (
        <>
          <TopReportView report={report.data} />
          <CsvButton
            label="Download top classes CSV"
            download={() => downloadReportCsv(studioId, 'top', weeks)}
          />
        </>
      ) : null}
    </section>
  );
}
