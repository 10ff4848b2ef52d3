import { labelledBars } from '../../../lib/chart-scale.ts';

const WIDTH = 480;
const LEFT = 64;
const RIGHT = 24;
const TOP = 12;
const PLOT_HEIGHT = 200;
const BASE = TOP + PLOT_HEIGHT;
const BOTTOM = 56;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
const STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000];

/** A round axis for values up to `highest` (a percentage axis always tops at 100). */
export function countAxis(highest: number, percent = false): { top: number; ticks: number[] } {
  if (percent) return { top: 100, ticks: [0, 25, 50, 75, 100] };
  const wanted = Math.max(4, highest);
  const step = STEPS.find((s) => wanted / s <= 4) ?? Math.ceil(wanted / 4);
  const top = Math.ceil(wanted / step) * step;
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}

/** One bar: its name under the axis, its parts (stacked, bottom first) and its title. */
export interface Bar {
  key: string;
  label: string;
  parts: number[];
  title: string;
}

type Scale = (v: number) => number;

/** The value axis: a grid line and value per step, and its title. */
function ValueAxis({
  ticks,
  y,
  title,
  percent,
}: {
  ticks: number[];
  y: Scale;
  title: string;
  percent: boolean;
}) {
  return (
    <>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(v)} y2={y(v)} className="revenue-chart__grid" />
          <text x={LEFT - 6} y={y(v) + 4} textAnchor="end" className="revenue-chart__tick">
            {percent ? `${v}%` : v}
          </text>
        </g>
      ))}
      <text
        className="revenue-chart__axis-title"
        transform={`translate(16 ${TOP + PLOT_HEIGHT / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        {title}
      </text>
    </>
  );
}

/** One column a bar, its parts stacked bottom first, some named under the axis. */
function Columns({ bars, y }: { bars: Bar[]; y: Scale }) {
  const slot = PLOT_WIDTH / Math.max(1, bars.length);
  const width = Math.max(1, Math.min(slot - 4, 40));
  const labelled = labelledBars(bars.length);
  return (
    <>
      {bars.map((b, i) => {
        const x = LEFT + i * slot + (slot - width) / 2;
        const tops = b.parts.map((_, part) =>
          b.parts.slice(0, part + 1).reduce((s, v) => s + v, 0),
        );
        return (
          <g key={b.key} data-bar={b.key}>
            <title>{b.title}</title>
            {b.parts.map((v, part) => (
              <rect
                key={part}
                x={x}
                y={y(tops[part]!)}
                width={width}
                height={Math.max(0, y(tops[part]! - v) - y(tops[part]!))}
                className={`report-bars__part report-bars__part--${part}`}
              />
            ))}
            {labelled.has(i) ? (
              <text
                x={x + width / 2}
                y={BASE + 18}
                textAnchor="middle"
                className="revenue-chart__tick"
              >
                {b.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </>
  );
}

/**
 * Bars over time drawn by hand in SVG, as the revenue chart is (decision 0072): a round axis up
 * the side, some bars named along the bottom, each bar titled with what it shows; stacked parts
 * take the modifier classes report-bars__part--0, --1. The summary is the chart's label and its
 * caption, so a screen reader and a reader both have the numbers' gist.
 */
export function ReportBars({
  bars,
  summary,
  axisTitle,
  timeTitle,
  percent = false,
}: {
  bars: Bar[];
  summary: string;
  axisTitle: string;
  timeTitle: string;
  percent?: boolean;
}) {
  const totals = bars.map((b) => b.parts.reduce((s, v) => s + v, 0));
  const axis = countAxis(Math.max(0, ...totals), percent);
  const y = (v: number) => BASE - (Math.min(v, axis.top) / axis.top) * PLOT_HEIGHT;
  return (
    <figure className="revenue-chart report-bars">
      <svg viewBox={`0 0 ${WIDTH} ${BASE + BOTTOM}`} role="img" aria-label={summary}>
        <ValueAxis ticks={axis.ticks} y={y} title={axisTitle} percent={percent} />
        <Columns bars={bars} y={y} />
        <line x1={LEFT} x2={LEFT} y1={TOP} y2={BASE} className="revenue-chart__axis" />
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={BASE} y2={BASE} className="revenue-chart__axis" />
        <text
          x={LEFT + PLOT_WIDTH / 2}
          y={BASE + 46}
          textAnchor="middle"
          className="revenue-chart__axis-title"
        >
          {timeTitle}
        </text>
      </svg>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
