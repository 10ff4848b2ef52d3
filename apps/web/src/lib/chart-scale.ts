// The bar charts' round-number axis, shared by the progress page's calories and the console's revenue.
/** Steps the calorie axis counts in: the smallest giving at most MAX_TICKS steps is used. */
const STEPS = [25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 25_000, 50_000];
const MAX_TICKS = 5;

/**
 * The calorie axis for bars up to `highest`: a round top at or above it (at least 100) and the
 * values labelled on the axis, 0 included.
 */
export function calorieAxis(highest: number): { top: number; ticks: number[] } {
  const wanted = Math.max(100, highest);
  const step = STEPS.find((s) => wanted / s <= MAX_TICKS) ?? Math.ceil(wanted / MAX_TICKS);
  const top = Math.ceil(wanted / step) * step;
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}

/**
 * Which of `count` bars get a label on the time axis: at most `most`, evenly spaced and
 * counted back from the last (today, or this month), which is always labelled.
 */
export function labelledBars(count: number, most = 4): Set<number> {
  const every = Math.max(1, Math.ceil(count / most));
  const chosen = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) chosen.add(i);
  return chosen;
}
