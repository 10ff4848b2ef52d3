import { useState } from 'react';
import { formatDollars, revenueKindNames, revenueKinds } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { downloadRevenueCsv, useRevenue } from '../api/money.ts';
import { RevenueChart } from './revenue-chart.tsx';

/** The studio's revenue for the last twelve months: a chart, the numbers, and the CSV. */
export function RevenueSection({ studioId }: { studioId: number }) {
  const revenue = useRevenue(studioId);
  const [download, setDownload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const csv = async () => {
    setDownload({ busy: true });
    try {
      await downloadRevenueCsv(studioId);
      setDownload({ busy: false });
    } catch (err) {
      setDownload({ busy: false, error: errorMessage(err) });
    }
  };
  return (
    <section className="console__card" aria-labelledby="console-revenue">
      <h2 id="console-revenue">Revenue</h2>
      {revenue.isPending ? <Loader /> : null}
      {revenue.isError ? <FormMessage error={errorMessage(revenue.error)} /> : null}
      {revenue.data ? (
        <>
          <RevenueChart months={revenue.data.months} />
          <details>
            <summary>Show the numbers</summary>
            <div className="console__scroll">
              <table className="console__table" aria-label="Revenue by month">
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    {revenueKinds.map((k) => (
                      <th scope="col" key={k}>
                        {revenueKindNames[k]}
                      </th>
                    ))}
                    <th scope="col">Net</th>
                  </tr>
                </thead>
                <tbody>
                  {revenue.data.months.map((m) => (
                    <tr key={m.month}>
                      <td>{m.month}</td>
                      {revenueKinds.map((k) => (
                        <td key={k}>{formatDollars(m[k])}</td>
                      ))}
                      <td>{formatDollars(m.net)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
          <div className="console__actions">
            <button className="btn" type="button" onClick={csv} disabled={download.busy}>
              {download.busy ? 'Preparing the CSV…' : 'Download CSV'}
            </button>
          </div>
          <FormMessage error={download.error} />
        </>
      ) : null}
    </section>
  );
}
