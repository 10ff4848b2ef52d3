import type { Workout } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import type { ReadCache } from '../../platform/public-reads/read-cache.ts';

export type VideoCard = NonNullable<Workout['video']>;
export type LiveClassCard = NonNullable<Workout['liveClass']>;

/** Where workout answers find their classes: the database and the kept public values. */
export interface CardSource {
  db: Database;
  reads: ReadCache;
}

/** Kept values are shared by every request: frozen, so no answer can change another's. */
function frozenById<R extends { id: number }, T>(rows: R[], view: (row: R) => T) {
  return new Map(rows.map((r) => [r.id, Object.freeze(view(r))]));
}

/**
 * The on-demand class each workout shows, by id. The same hundred classes are on many members'
 * calendars and change rarely, so they are public values kept per class (the `catalogue` and
 * `studios` topics drop them on an edit) rather than joined and parsed again for every workout
 * of every request: a member's year is then one narrow query of their own rows.
 */
export function videoCards(
  src: CardSource,
  ids: Iterable<number>,
): Promise<Map<number, VideoCard>> {
  return src.reads.getValuesById(
    'workout-video',
    ids,
    ['catalogue', 'studios'],
    async (missing) => {
      const rows = await src.db
        .selectFrom('videos as v')
        .leftJoin('studio_instructors as i', 'i.id', 'v.instructor_id')
        .leftJoin('studios as s', 's.id', 'v.studio_id')
        .select([
          'v.id',
          'v.title',
          'i.name as instructor',
          'v.summary',
          'v.duration_seconds',
          'v.poster_path',
          'v.class_type',
          's.name as studio_name',
        ])
        .where('v.id', 'in', missing)
        .execute();
      return new Map(
        rows.map((r) => [
          r.id,
          Object.freeze({
            id: r.id,
            title: r.title,
            instructor: r.instructor!,
            summary: r.summary,
            duration: r.duration_seconds,
            poster: r.poster_path,
            classType: r.class_type,
            studioName: r.studio_name!,
          }),
        ]),
      );
    },
  );
}

/** The live class each booked workout shows, by id, kept as videoCards are (topic `schedule`). */
export function liveClassCards(
  src: CardSource,
  ids: Iterable<number>,
): Promise<Map<number, LiveClassCard>> {
  return src.reads.getValuesById('workout-live-class', ids, ['schedule'], async (missing) => {
    const rows = await src.db
      .selectFrom('live_classes')
      .select(['id', 'studio_id', 'title', 'description', 'instructor', 'minutes_duration'])
      .where('id', 'in', missing)
      .execute();
    return frozenById(rows, (r) => ({
      id: r.id,
      studioId: r.studio_id,
      title: r.title,
      description: r.description,
      instructor: r.instructor,
      minutesDuration: r.minutes_duration,
    }));
  });
}
