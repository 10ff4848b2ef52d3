import { easternDay, PROGRESS_SINCE, readableDay } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { MemberNav } from '../../../ui/member-nav.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Loader } from '../../../ui/loader.tsx';
import { useProgress, type ProgressRange } from '../api/progress.ts';
import { CalorieChart } from './calorie-chart.tsx';
import { chartDays, progressRanges } from './progress-ranges.ts';
import './progress.css';

function Total({ label, range, testId }: { label: string; range: ProgressRange; testId: string }) {
  const progress = useProgress(range);
  return (
    <div className="progress-total">
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {progress.isError
          ? errorMessage(progress.error)
          : progress.data
            ? `${progress.data.total} kcal`
            : '…'}
      </dd>
    </div>
  );
}

/** The member's progress: calories per day as a chart, and totals (spec 3 and 9). */
export default function ProgressPage() {
  usePageTitle('My Progress');
  const today = easternDay(new Date());
  const ranges = progressRanges(today);
  const chart = useProgress(ranges.chart);
  const todayCalories = chart.data?.data.find((r) => r.date.slice(0, 10) === today)?.calorie ?? 0;
  return (
    <main className="page progress-page">
      <h1>My Progress</h1>
      <MemberNav />
      <dl className="progress-totals">
        <div className="progress-total">
          <dt>Today</dt>
          <dd data-testid="today-calories">{chart.data ? `${todayCalories} kcal` : '…'}</dd>
        </div>
        <Total label={`${ranges.monthName} so far`} range={ranges.soFar} testId="month-calories" />
        <Total
          label={ranges.previousMonthName}
          range={ranges.previousMonth}
          testId="previous-month-calories"
        />
        <Total
          label={`Since ${readableDay(PROGRESS_SINCE)}`}
          range={ranges.total}
          testId="total-calories"
        />
      </dl>
      <h2>Calories per day</h2>
      {chart.isError && (
        <p className="form-error" role="alert">
          {errorMessage(chart.error)}
        </p>
      )}
      {!chart.data && !chart.isError && <Loader />}
      {chart.data && <CalorieChart days={chartDays(today, chart.data.data)} />}
    </main>
  );
}
