import { easternDay, PROGRESS_SINCE } from '@jetsweat/contract';
import type { ListBody } from '../api/keys.ts';
import { continueWatchingQuery } from '../api/continue-watching.ts';
import { historyQuery } from '../api/history.ts';
import { recommendedProgramsQuery } from '../api/programs.ts';
import { progressQuery } from '../api/progress.ts';
import { videoListQuery } from '../api/video-list.ts';

/** The "No equipment needed" row: eight classes without equipment. */
export const noEquipmentBody: ListBody = { equipment: 'None', pageSize: 8 };

/** The totals' two ranges: every day since PROGRESS_SINCE, and this month so far (Eastern Time). */
export function totalsRanges(now: Date) {
  const today = easternDay(now);
  return {
    all: { fromDate: PROGRESS_SINCE, toDate: today },
    month: { fromDate: `${today.slice(0, 7)}-01`, toDate: today },
  };
}

/**
 * Every call the videos feature's dashboard sections make, for the dashboard's preload
 * (src/app/member-pages.ts): built from the same definitions the sections use.
 */
export function dashboardVideoQueries(now: Date) {
  const ranges = totalsRanges(now);
  return {
    totalsAll: progressQuery(ranges.all),
    totalsMonth: progressQuery(ranges.month),
    continueWatching: continueWatchingQuery,
    recommendedPrograms: recommendedProgramsQuery,
    noEquipment: videoListQuery(noEquipmentBody),
    history: historyQuery,
  };
}
