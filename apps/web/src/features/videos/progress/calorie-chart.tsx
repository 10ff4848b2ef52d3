import { calorieAxis, labelledBars } from './chart-scale.ts';
import type { ChartData } from './progress-ranges.ts';

const WIDTH = 480;
/** Room for the calorie axis's values and title, left of the bars. */
const LEFT = 64;
const TOP = 12;
const PLOT_HEIGHT = 200;
/** Room for the time axis's labels and title, under the bars. */
const BOTTOM = 56;
const PLOT_WIDTH = WIDTH - LEFT - 8;
/** A value fits across its bar from this width; narrower bars carry it upright. */
const ACROSS_MIN_WIDTH = 30;

/**
 * Calories as bars, drawn by hand (a charting library would have cost more than this whole page;
 * docs/decisions.md): a calorie axis with its values and title, a time axis with dates and its
 * title, each bar's value written on it. The figure has a summary for screen readers, each bar
 * its own title, and the numbers are in a table under it.
 */
export function CalorieChart({ chart, summary }: { chart: ChartData; summary: string }) {
  const { bars } = chart;
  const axis = calorieAxis(Math.max(0, ...bars.map((b) => b.calorie)));
  const slot = PLOT_WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(1, Math.min(slot - 4, 48));
  const y = (calorie: number) => TOP + PLOT_HEIGHT - (calorie / axis.top) * PLOT_HEIGHT;
  const ticked = labelledBars(bars.length);
  const timeTitle = chart.per === 'day' ? 'Day (Eastern Time)' : 'Month';
  return (
    <figure className="calorie-chart">
      <svg viewBox={`0 0 ${WIDTH} ${TOP + PLOT_HEIGHT + BOTTOM}`} role="img" aria-label={summary}>
        {axis.ticks.map((v) => (
          <g key={v}>
            <line x1={LEFT} x2={WIDTH - 8} y1={y(v)} y2={y(v)} className="calorie-chart__grid" />
            <text x={LEFT - 6} y={y(v) + 4} textAnchor="end" className="calorie-chart__tick">
              {v}
            </text>
          </g>
        ))}
        <text
          className="calorie-chart__axis-title"
          data-axis="calories"
          transform={`translate(14 ${TOP + PLOT_HEIGHT / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          Calories (kcal)
        </text>
        {bars.map((b, i) => {
          const x = LEFT + i * slot + (slot - barWidth) / 2;
          const top = y(b.calorie);
          const middle = x + barWidth / 2;
          const across = barWidth >= ACROSS_MIN_WIDTH;
          // Upright values sit inside a bar tall enough to hold them, else just above it.
          const inside = !across && top + 34 < TOP + PLOT_HEIGHT;
          return (
            <g key={b.key}>
              <rect
                x={x}
                y={top}
                width={barWidth}
                height={TOP + PLOT_HEIGHT - top}
                className="calorie-chart__bar"
                data-key={b.key}
              >
                <title>{`${b.name}: ${b.calorie} kcal`}</title>
              </rect>
              {b.calorie > 0 &&
                (across ? (
                  <text x={middle} y={top - 4} textAnchor="middle" className="calorie-chart__value">
                    {b.calorie}
                  </text>
                ) : (
                  <text
                    transform={`translate(${middle + 4} ${inside ? top + 4 : top - 4}) rotate(-90)`}
                    textAnchor={inside ? 'end' : 'start'}
                    className={`calorie-chart__value${inside ? ' calorie-chart__value--inside' : ''}`}
                  >
                    {b.calorie}
                  </text>
                ))}
              {ticked.has(i) && (
                <text
                  x={middle}
                  y={TOP + PLOT_HEIGHT + 18}
                  textAnchor="middle"
                  className="calorie-chart__tick"
                >
                  {b.tick}
                </text>
              )}
            </g>
          );
        })}
        <line
          x1={LEFT}
          x2={WIDTH - 8}
          y1={TOP + PLOT_HEIGHT}
          y2={TOP + PLOT_HEIGHT}
          className="calorie-chart__axis"
        />
        <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + PLOT_HEIGHT} className="calorie-chart__axis" />
        <text
          x={LEFT + PLOT_WIDTH / 2}
          y={TOP + PLOT_HEIGHT + 46}
          textAnchor="middle"
          className="calorie-chart__axis-title"
          data-axis="time"
        >
          {timeTitle}
        </text>
      </svg>
      <figcaption>{summary}</figcaption>
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
            {bars
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
    </figure>
  );
}
