import type { HeartRateSummary } from '@jetsweat/contract';
import { labelledBars } from '../../../lib/chart-scale.ts';

const WIDTH = 320;
/** Room for the heart-rate axis's values and title, left of the line. */
const LEFT = 56;
const RIGHT = 12;
const TOP = 10;
const PLOT_HEIGHT = 100;
const BASE = TOP + PLOT_HEIGHT;
/** Room for the time axis's labels and title, under the line. */
const BOTTOM = 44;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
/** The heart-rate axis counts in steps of this many bpm. */
const BPM_STEP = 20;

/** A round bpm axis around the readings: from the step at or under the lowest to the one over the highest. */
export function bpmAxis(readings: readonly number[]): {
  bottom: number;
  top: number;
  ticks: number[];
} {
  const bottom = Math.floor(Math.min(...readings) / BPM_STEP) * BPM_STEP;
  const top = Math.max(bottom + BPM_STEP, Math.ceil(Math.max(...readings) / BPM_STEP) * BPM_STEP);
  const ticks = Array.from(
    { length: (top - bottom) / BPM_STEP + 1 },
    (_, i) => bottom + i * BPM_STEP,
  );
  return { bottom, top, ticks };
}

/**
 * The line's path: one point per chart step, broken where no heart rate was read (0), so a strap
 * that dropped out shows as a gap rather than a line drawn through it.
 */
export function heartRatePath(
  chart: readonly number[],
  x: (index: number) => number,
  y: (bpm: number) => number,
): string {
  let path = '';
  let drawing = false;
  chart.forEach((bpm, i) => {
    if (bpm <= 0) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(i).toFixed(1)} ${y(bpm).toFixed(1)}`;
    drawing = true;
  });
  return path;
}

/** The minutes written under the time axis at chart point `index`. */
const minutesAt = (index: number, stepSeconds: number) => Math.round((index * stepSeconds) / 60);

/** The chart in words, for screen readers: how long, the lowest and highest, and the average. */
function chartSummary(heartRate: HeartRateSummary, readings: readonly number[]): string {
  const minutes = minutesAt(heartRate.chart.length - 1, heartRate.chartStepSeconds);
  return (
    `Heart rate over ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, between ` +
    `${Math.min(...readings)} and ${Math.max(...readings)} beats per minute` +
    (heartRate.averageBpm != null ? `, averaging ${heartRate.averageBpm}.` : '.')
  );
}

/**
 * A workout's heart rate over time as a line, drawn by hand like the progress page's calorie chart:
 * a bpm axis with its values and title, a time axis in minutes with its title. The drawing's label
 * says what it shows in words, for screen readers.
 */
export function HeartRateChart({ heartRate }: { heartRate: HeartRateSummary }) {
  const { chart, chartStepSeconds } = heartRate;
  const readings = chart.filter((bpm) => bpm > 0);
  if (readings.length < 2) return null;
  const axis = bpmAxis(readings);
  const x = (i: number) => LEFT + (i / Math.max(1, chart.length - 1)) * PLOT_WIDTH;
  const y = (bpm: number) => BASE - ((bpm - axis.bottom) / (axis.top - axis.bottom)) * PLOT_HEIGHT;
  const labelled = labelledBars(chart.length, 4);
  const summary = chartSummary(heartRate, readings);
  return (
    <figure className="heart-rate-chart">
      <svg viewBox={`0 0 ${WIDTH} ${BASE + BOTTOM}`} role="img" aria-label={summary}>
        {axis.ticks.map((v) => (
          <g key={v}>
            <line
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={y(v)}
              y2={y(v)}
              className="heart-rate-chart__grid"
            />
            <text x={LEFT - 6} y={y(v) + 4} textAnchor="end" className="heart-rate-chart__tick">
              {v}
            </text>
          </g>
        ))}
        <text
          className="heart-rate-chart__axis-title"
          transform={`translate(14 ${TOP + PLOT_HEIGHT / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          bpm
        </text>
        <line x1={LEFT} x2={LEFT} y1={TOP} y2={BASE} className="heart-rate-chart__axis" />
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={BASE} y2={BASE} className="heart-rate-chart__axis" />
        <path d={heartRatePath(chart, x, y)} className="heart-rate-chart__line" />
        {[...labelled].map((i) => (
          <text
            key={i}
            x={x(i)}
            y={BASE + 16}
            textAnchor="middle"
            className="heart-rate-chart__tick"
          >
            {minutesAt(i, chartStepSeconds)}
          </text>
        ))}
        <text
          x={LEFT + PLOT_WIDTH / 2}
          y={BASE + 38}
          textAnchor="middle"
          className="heart-rate-chart__axis-title"
        >
          Minutes
        </text>
      </svg>
    </figure>
  );
}
