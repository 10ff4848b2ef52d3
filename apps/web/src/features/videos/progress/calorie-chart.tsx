import { readableDay } from '@jetsweat/contract';

const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 24;

/**
 * Calories per day as bars, drawn by hand (a charting library would have cost more than this
 * whole page; docs/decisions.md). The figure has a summary for screen readers, each bar its own
 * title, and the numbers are in a table under it.
 */
export function CalorieChart({ days }: { days: { date: string; calorie: number }[] }) {
  const top = Math.max(100, ...days.map((d) => d.calorie));
  const barWidth = WIDTH / days.length;
  const total = days.reduce((sum, d) => sum + d.calorie, 0);
  const active = days.filter((d) => d.calorie > 0).length;
  const summary = `Calories per day over the last ${days.length} days: ${total} kcal on ${active} active days.`;
  return (
    <figure className="calorie-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} role="img" aria-label={summary}>
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="calorie-chart__axis" />
        {days.map((d, i) => {
          const h = (d.calorie / top) * (HEIGHT - 10);
          return (
            <rect
              key={d.date}
              x={i * barWidth + 2}
              y={HEIGHT - h}
              width={barWidth - 4}
              height={h}
              className="calorie-chart__bar"
              data-date={d.date}
            >
              <title>{`${readableDay(d.date)}: ${d.calorie} kcal`}</title>
            </rect>
          );
        })}
        <text x="0" y={HEIGHT + 18} className="calorie-chart__label">
          {readableDay(days[0]?.date ?? '')}
        </text>
        <text x={WIDTH} y={HEIGHT + 18} textAnchor="end" className="calorie-chart__label">
          Today
        </text>
      </svg>
      <figcaption>{summary}</figcaption>
      <details>
        <summary>Show the numbers</summary>
        <table className="calorie-chart__table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Calories</th>
            </tr>
          </thead>
          <tbody>
            {days
              .filter((d) => d.calorie > 0)
              .map((d) => (
                <tr key={d.date}>
                  <td>{readableDay(d.date)}</td>
                  <td>{d.calorie} kcal</td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
