import { cardsOfRows, type CardSource } from '../class-cards.ts';
import { feedWorkoutRow, feedWorkoutRows, type FeedWorkoutRow } from './feed-store.ts';

/** A workout as the feed writes it: its class, its revision and when it last changed. */
export interface FeedWorkout {
  id: number;
  start: Date;
  status: 'scheduled' | 'completed' | 'skipped';
  sequence: number;
  changedAt: Date;
  liveClassId: number | null;
  videoId: number | null;
  title: string;
  instructor: string;
  description: string;
  minutes: number;
}

/**
 * The rows with their classes, as the feed and the calendar sync write them: the classes are the
 * kept cards a member's calendar shows (class-cards.ts), so a year of workouts is one narrow query
 * of the member's rows. A workout whose class is not found is left out.
 */
async function withClasses(src: CardSource, rows: FeedWorkoutRow[]): Promise<FeedWorkout[]> {
  const { videos, live } = await cardsOfRows(src, rows);
  return rows.flatMap((r) => {
    const workout = {
      id: r.id,
      start: new Date(r.scheduled_for),
      status: r.status,
      sequence: r.sequence,
      changedAt: new Date(r.updated_at ?? r.created_at),
      liveClassId: r.live_class_id,
      videoId: r.video_id,
    };
    const c = r.live_class_id !== null ? live?.get(r.live_class_id) : undefined;
    if (c)
      return [
        {
          ...workout,
          title: c.title,
          instructor: c.instructor,
          description: c.description,
          minutes: c.minutesDuration,
        },
      ];
    const v = r.video_id !== null ? videos?.get(r.video_id) : undefined;
    if (v)
      return [
        {
          ...workout,
          title: v.title,
          instructor: v.instructor,
          description: v.summary,
          minutes: Math.max(1, Math.round(v.duration / 60)),
        },
      ];
    return [];
  });
}

/** The member's workouts from `from` up to `to` that have a class, earliest first. */
export async function feedWorkouts(
  src: CardSource,
  userId: number,
  from: Date,
  to: Date,
): Promise<FeedWorkout[]> {
  return withClasses(src, await feedWorkoutRows(src.db, userId, from, to));
}

/** The member's workout `id` with its class; undefined when it is gone, or not theirs. */
export async function feedWorkout(
  src: CardSource,
  userId: number,
  id: number,
): Promise<FeedWorkout | undefined> {
  const row = await feedWorkoutRow(src.db, userId, id);
  return row && (await withClasses(src, [row]))[0];
}
