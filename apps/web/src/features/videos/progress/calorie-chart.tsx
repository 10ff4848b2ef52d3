import { calorieAxis, labelledBars } from '../../../lib/chart-scale.ts';
import type { ChartBar, ChartData } from './progress-ranges.ts';

const WIDTH = 480;
/** Room for the calorie axis's values and title, left of the bars. */
const LEFT = 80;
/** Room right of the bars for the last date's label. */
const RIGHT = 36;
const TOP = 12;
const PLOT_HEIGHT = 200;
const BASE = TOP + PLOT_HEIGHT;
/** Room for the time axis's labels and title, under the bars. */
const BOTTOM = 56;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
/** Headroom over the highest bar for its value, as a share of it. */
const VALUE_HEADROOM = 1.3;
/** A value fits across the top of its bar from this width; over narrower bars it stands upright. */
const ACROSS_MIN_WIDTH = 30;

type Scale = (calorie: number) => number;

/** The calorie axis: a grid line and value per step, and the axis's title. */
function CalorieAxis({ ticks, y }: { ticks: number[]; y: Scale }) {
  return (
    <>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(v)} y2={y(v)} className="calorie-chart__grid" />
          <text x={LEFT - 6} y={y(v) + 4} textAnchor="end" className="calorie-chart__tick">
            {v}
          </text>
        </g>
      ))}
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={BASE} className="calorie-chart__axis" />
      <text
        className="calorie-chart__axis-title"
        data-axis="calories"
        transform={`translate(18 ${TOP + PLOT_HEIGHT / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        Calories (kcal)
      </text>
    </>
  );
}

/** One bar with its title, its value over it, and its date under it when it is labelled. */
function Bar(props: { bar: ChartBar; x: number; width: number; y: Scale; labelled: boolean }) {
  const { bar, x, width, y, labelled } = props;
  const top = y(bar.calorie);
  const middle = x + width / 2;
  return (
    <g>
      <rect
        x={x}
        y={top}
        width={width}
        height={BASE - top}
        className="calorie-chart__bar"
        data-key={bar.key}
      >
        <title>{`${bar.name}: ${bar.calorie} kcal`}</title>
      </rect>
      {bar.calorie > 0 &&
        (width >= ACROSS_MIN_WIDTH ? (
          <text x={middle} y={top - 4} textAnchor="middle" className="calorie-chart__value">
            {bar.calorie}
          </text>
        ) : (
          <text
            transform={`translate(${middle + 5} ${top - 4}) rotate(-90)`}
            className="calorie-chart__value"
          >
            {bar.calorie}
          </text>
        ))}
      {labelled && (
        <text x={middle} y={BASE + 18} textAnchor="middle" className="calorie-chart__tick">
          {bar.tick}
        </text>
      )}
    </g>
  );
}

/** The chart's numbers as a table, for reading exactly (and for screen readers). */
function NumbersTable({ chart }: { chart: ChartData }) {
  return (
    <details>
      <summary>Show the numbers</summary>
      <table className="calorie-chart__table">
        <thead>
          <tr>
            <th scope="col">{chart.per === 'day' ? 'Day' : 'Month'}</th>
            <th scope="col">Calories</th>
          </tr>
        </thead>
        <tbody>
          {chart.bars
            .filter((b) => b.calorie > 0)
            .map((b) => (
              <tr key={b.key}>
                <td>{b.name}</td>
                <td>{b.calorie} kcal</td>
              </tr>
            ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * Calories as bars, drawn by hand (a charting library would have cost more than this whole page;
 * docs/decisions/0056-habits-weekly-goal-and-streak.md): a calorie axis with its values and title,
 * a time axis with dates and its title, each bar's value written over it. The figure has a summary
 * for screen readers, each bar its own title, and the numbers are in a table under it.
 */
export function CalorieChart({ chart, summary }: { chart: ChartData; summary: string }) {
  const { bars } = chart;
  const axis = calorieAxis(Math.max(0, ...bars.map((b) => b.calorie)) * VALUE_HEADROOM);
  const slot = PLOT_WIDTH / Math.max(1, bars.length);
  const width = Math.max(1, Math.min(slot - 3, 48));
  const y: Scale = (calorie) => BASE - (calorie / axis.top) * PLOT_HEIGHT;
  const labelled = labelledBars(bars.length);
  return (
    <figure className="calorie-chart">
      <svg viewBox={`0 0 ${WIDTH} ${BASE + BOTTOM}`} role="img" aria-label={summary}>
        <CalorieAxis ticks={axis.ticks} y={y} />
        {bars.map((b, i) => (
          <Bar
            key={b.key}
            bar={b}
            x={LEFT + i * slot + (slot - width) / 2}
            width={width}
            y={y}
            labelled={labelled.has(i)}
          />
        ))}
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={BASE} y2={BASE} className="calorie-chart__axis" />
        <text
          x={LEFT + PLOT_WIDTH / 2}
          y={BASE + 46}
          textAnchor="middle"
          className="calorie-chart__axis-title"
          data-axis="time"
        >
          {chart.per === 'day' ? 'Day (Eastern Time)' : 'Month'}
        </text>
      </svg>
      <figcaption>{summary}</figcaption>
      <NumbersTable chart={chart} />
    </figure>
  );
}
