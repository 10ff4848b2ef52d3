import type { QueryClient } from '@tanstack/react-query';
import { easternDay } from '@jetsweat/contract';
import { progressQuery } from '../../features/videos/api/progress.ts';
import { progressRanges } from '../../features/videos/progress/progress-ranges.ts';
import { prefetch } from '../../lib/prefetch.ts';

/** The progress page's chart and totals: the ranges progress-page.tsx asks for today. */
export function preloadProgressData(queryClient: QueryClient) {
  const ranges = progressRanges(easternDay(new Date()));
  for (const range of [ranges.chart, ranges.total, ranges.soFar, ranges.previousMonth])
    prefetch(queryClient, progressQuery(range));
}
