/** The middle value of `xs` (the upper middle for an even count), without changing `xs`. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The `p`th percentile of `xs` (nearest rank), without changing `xs`; NaN when there are none. */
export function percentile(xs, p) {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
