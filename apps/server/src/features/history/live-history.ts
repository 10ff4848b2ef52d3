import type { LiveHistoryEntry } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { attendedClasses, minutesAttended } from '../live/service.ts';
import type { SiteStudioId } from '../videos/service.ts';
import type { WorkoutSummaries, WorkoutsService } from '../workouts/service.ts';

const MINUTE = 60_000;

/**
 * The live classes the member came to as a member and that are over (ended by hand, or past their
 * scheduled end), the last they came to first: each class as their workout shows it, their
 * minutes in it and the workout summed up. A studio's own site lists its classes only.
 */
export async function liveHistoryOf(
  src: Pick<Deps, 'db' | 'clock'> & { workouts: WorkoutsService; summaries: WorkoutSummaries },
  userId: number,
  limit: number,
  siteStudioId: SiteStudioId,
): Promise<LiveHistoryEntry[]> {
  const now = src.clock.now();
  const attended = await attendedClasses(src.db, userId, limit);
  const ids = attended.map((a) => a.liveClassId);
  const [booked, summed] = await Promise.all([
    src.workouts.ofLiveClasses(userId, ids),
    src.summaries.ofLiveClasses(userId, ids),
  ]);
  const byClass = new Map(booked.map((w) => [w.liveClassId, w]));
  return attended.flatMap((a) => {
    const liveClass = byClass.get(a.liveClassId)?.liveClass;
    const workout = summed.get(a.liveClassId);
    // A booking cancelled after coming in leaves no workout: nothing to sum up.
    if (!liveClass || !workout) return [];
    if (siteStudioId !== null && liveClass.studioId !== siteStudioId) return [];
    const when = byClass.get(a.liveClassId)!.when;
    const startsAt = new Date(when);
    const endsAt = new Date(startsAt.getTime() + liveClass.minutesDuration * MINUTE);
    if ((a.endedAt ?? endsAt).getTime() > now.getTime()) return [];
    return [
      {
        liveClass,
        scheduledDatetime: when,
        minutesAttended: minutesAttended({ ...a, startsAt, endsAt, now }),
        workout,
      },
    ];
  });
}
