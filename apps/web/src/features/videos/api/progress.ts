import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Progress } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { videosKeys } from './keys.ts';

export interface ProgressRange {
  fromDate?: string;
  toDate?: string;
}

/** POST /api/history/myprogress: calories per day in a range of days, and their total. */
export const getProgress = (range: ProgressRange) =>
  api<Progress>('/api/history/myprogress', { body: range });

export const progressQuery = (range: ProgressRange) =>
  queryOptions({
    queryKey: videosKeys.progress(range),
    queryFn: () => getProgress(range),
    meta: { personal: true },
  });

export const useProgress = (range: ProgressRange) => useQuery(progressQuery(range));
