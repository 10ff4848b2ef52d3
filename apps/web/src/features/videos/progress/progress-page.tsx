import { useState } from 'react';
import { easternDay, readableDay } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { MemberNav } from '../../../ui/member-nav.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Loader } from '../../../ui/loader.tsx';
import { useProgress, type ProgressRange } from '../api/progress.ts';
import { CalorieChart } from './calorie-chart.tsx';
import { ZoneMinutes } from './zone-minutes.tsx';
import { allTimeChart, progressRanges, recentChart, type ChartData } from './progress-ranges.ts';
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

type Period = 'recent' | 'all';
const periods: { id: Period; label: string }[] = [
  { id: 'recent', label: 'Last 30 days' },
  { id: 'all', label: 'All time' },
];

/** The chart's words for screen readers and the caption: what it covers and what it adds up to. */
function summaryOf(chart: ChartData, period: Period): string {
  const total = chart.bars.reduce((sum, b) => sum + b.calorie, 0);
  const active = chart.bars.filter((b) => b.calorie > 0).length;
  const per = chart.per === 'day' ? 'day' : 'month';
  const over =
    period === 'recent'
      ? `over the last ${chart.bars.length} days`
      : `since your first workout on ${readableDay(chart.from)}`;
  const counted = chart.per === 'day' ? `${active} active days` : `${active} active months`;
  return `Calories per ${per} ${over}: ${total} kcal on ${counted}.`;
}

/** Today's calories, this month's and last month's, and all time's (spec 9). */
function Totals({
  today,
  ranges,
  allTimeFrom,
}: {
  today: number | null;
  ranges: ReturnType<typeof progressRanges>;
  allTimeFrom: string | undefined;
}) {
  return (
    <dl className="progress-totals">
      <div className="progress-total">
        <dt>Today</dt>
        <dd data-testid="today-calories">{today !== null ? `${today} kcal` : '…'}</dd>
      </div>
      <Total label={`${ranges.monthName} so far`} range={ranges.soFar} testId="month-calories" />
      <Total
        label={ranges.previousMonthName}
        range={ranges.previousMonth}
        testId="previous-month-calories"
      />
      <Total
        label={allTimeFrom ? `Since your first workout, ${readableDay(allTimeFrom)}` : 'All time'}
        range={ranges.total}
        testId="total-calories"
      />
    </dl>
  );
}

/** The member's progress: calories as a chart, and totals (spec 3 and 9). */
export default function ProgressPage() {
  usePageTitle('My Progress');
  const today = easternDay(new Date());
  const ranges = progressRanges(today);
  const [period, setPeriod] = useState<Period>('recent');
  const recent = useProgress(ranges.chart);
  const all = useProgress(ranges.total);
  const shown = period === 'recent' ? recent : all;
  const todayCalories = recent.data?.data.find((r) => r.date.slice(0, 10) === today)?.calorie ?? 0;
  const allTime = all.data && allTimeChart(today, all.data.data);
  const chart = period === 'recent' ? recent.data && recentChart(today, recent.data.data) : allTime;
  return (
    <main className="page progress-page">
      <h1>My Progress</h1>
      <MemberNav />
      <Totals
        today={recent.data ? todayCalories : null}
        ranges={ranges}
        allTimeFrom={allTime?.from}
      />
      <h2 id="chart-heading">Calories</h2>
      <div className="progress-periods" role="group" aria-label="Chart period">
        {periods.map((p) => (
          <button
            key={p.id}
            type="button"
            className="progress-period"
            aria-pressed={period === p.id}
            onClick={() => setPeriod(p.id)}
          >
            {p.label}
          </button>
        ))}
      </div>
      {shown.isError && (
        <p className="form-error" role="alert">
          {errorMessage(shown.error)}
        </p>
      )}
      {!shown.data && !shown.isError && <Loader />}
      {shown.data && !chart && <p>No workouts yet: your chart starts with your first class.</p>}
      {chart && <CalorieChart chart={chart} summary={summaryOf(chart, period)} />}
      {shown.data && (
        <ZoneMinutes
          zoneMinutes={shown.data.zoneMinutes}
          period={periods.find((p) => p.id === period)!.label}
        />
      )}
    </main>
  );
}
