import type { Workout, WorkoutStatus } from '@jetsweat/contract';
import { paths } from '../../../lib/paths.ts';

export const workoutTitle = (w: Workout) => w.video?.title ?? w.liveClass?.title ?? 'Workout';

/** A workout's page: the live class's, or the on-demand class's. */
export const workoutLink = (w: Workout) =>
  w.liveClassId !== null ? paths.liveClass(w.liveClassId) : paths.video(w.videoId ?? '');

export const statusLabel: Record<WorkoutStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  skipped: 'Skipped',
};

/** A time of day in the member's own zone, e.g. "7:30 AM". */
export const localTime = (when: string) =>
  new Date(when).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** A local day as people read it, e.g. "Thursday, March 5". */
export const readableLocalDay = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
