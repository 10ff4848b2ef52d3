import { formatDollars, type RevenueMonth } from '@jetsweat/contract';
import { calorieAxis, labelledBars } from '../../../lib/chart-scale.ts';

const WIDTH = 480;
const LEFT = 80;
const RIGHT = 24;
const TOP = 12;
const PLOT_HEIGHT = 200;
const BASE = TOP + PLOT_HEIGHT;
const BOTTOM = 56;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

type Scale = (dollars: number) => number;

/** The dollar axis: a grid line and value per step, and the axis's title. */
function DollarAxis({ ticks, y }: { ticks: number[]; y: Scale }) {
  return (
    <>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(v)} y2={y(v)} className="revenue-chart__grid" />
          <text x={LEFT - 6} y={y(v) + 4} textAnchor="end" className="revenue-chart__tick">
            ${v}
          </text>
        </g>
      ))}
      <text
        className="revenue-chart__axis-title"
        transform={`translate(18 ${TOP + PLOT_HEIGHT / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        Net revenue (USD)
      </text>
    </>
  );
}

/** One bar a month, titled with its month and amount; some months named under the axis. */
function Bars({ months, dollars, y }: { months: RevenueMonth[]; dollars: number[]; y: Scale }) {
  const slot = PLOT_WIDTH / Math.max(1, months.length);
  const width = Math.max(1, Math.min(slot - 4, 40));
  const labelled = labelledBars(months.length);
  return (
    <>
      {months.map((m, i) => {
        const x = LEFT + i * slot + (slot - width) / 2;
        const top = y(dollars[i]!);
        return (
          <g key={m.month}>
            <rect
              x={x}
              y={top}
              width={width}
              height={BASE - top}
              className="revenue-chart__bar"
              data-month={m.month}
            >
              <title>{`${monthName(m.month)}: ${formatDollars(m.net)}`}</title>
            </rect>
            {labelled.has(i) ? (
              <text
                x={x + width / 2}
                y={BASE + 18}
                textAnchor="middle"
                className="revenue-chart__tick"
              >
                {monthName(m.month)}
              </text>
            ) : null}
          </g>
        );
      })}
    </>
  );
}

/**
 * Net revenue per month as bars, drawn by hand in SVG as the progress page's calorie chart is (no
 * chart library; docs/decisions/0072-console-money.md), with its round-number axis: dollars up the
 * side, months along the bottom, each bar titled with its month and amount. The numbers are also in
 * a table.
 */
export function RevenueChart({ months }: { months: RevenueMonth[] }) {
  const dollars = months.map((m) => Math.max(0, m.net) / 100);
  const axis = calorieAxis(Math.max(0, ...dollars) * 1.2);
  const y = (v: number) => BASE - (v / axis.top) * PLOT_HEIGHT;
  const total = months.reduce((s, m) => s + m.net, 0);
  const summary = `Net revenue by month, ${monthName(months[0]!.month)} to ${monthName(
    months.at(-1)!.month,
  )}: ${formatDollars(total)} in all.`;
  return (
    <figure className="revenue-chart">
      <svg viewBox={`0 0 ${WIDTH} ${BASE + BOTTOM}`} role="img" aria-label={summary}>
        <DollarAxis ticks={axis.ticks} y={y} />
        <Bars months={months} dollars={dollars} y={y} />
        <line x1={LEFT} x2={LEFT} y1={TOP} y2={BASE} className="revenue-chart__axis" />
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={BASE} y2={BASE} className="revenue-chart__axis" />
        <text
          x={LEFT + PLOT_WIDTH / 2}
          y={BASE + 46}
          textAnchor="middle"
          className="revenue-chart__axis-title"
        >
          Month (UTC)
        </text>
      </svg>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
