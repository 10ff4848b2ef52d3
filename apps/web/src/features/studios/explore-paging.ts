/**
 * The explore carousel shows `perPage` logos at a time; paging moves a page at once and stops at
 * the ends of the list (the last page is the last `perPage` logos, never a part-empty page).
 */
export function lastStart(total: number, perPage: number): number {
  return Math.max(0, total - perPage);
}

export function nextStart(start: number, total: number, perPage: number): number {
  return Math.min(start + perPage, lastStart(total, perPage));
}

export function previousStart(start: number, perPage: number): number {
  return Math.max(0, start - perPage);
}

/** The page start that shows item `index`, moving as little as possible from `start`. */
export function startShowing(index: number, start: number, total: number, perPage: number): number {
  if (index >= start && index < start + perPage) return start;
  return Math.min(
    Math.max(0, index - (index < start ? 0 : perPage - 1)),
    lastStart(total, perPage),
  );
}
