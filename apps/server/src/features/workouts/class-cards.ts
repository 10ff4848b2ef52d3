import type { Workout } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import type { ReadCache } from '../../platform/public-reads/read-cache.ts';
import { classCardsByIds } from '../videos/service.ts';

export type VideoCard = NonNullable<Workout['video']>;
export type LiveClassCard = NonNullable<Workout['liveClass']>;

/** A live class as the schedule records it: what a workout shows of the class it books. */
export interface LiveClassRecord {
  id: number;
  studio_id: number;
  title: string;
  description: string;
  instructor: string;
  minutes_duration: number;
}

/**
 * Live classes by id, cancelled ones too, as the schedule answers (its `classRecords.byIds`). It is
 * handed in where the services are built (services.ts), as the schedule imports workouts.
 */
export type LiveClassesByIds = (db: Database, ids: readonly number[]) => Promise<LiveClassRecord[]>;

/** Where workout answers find their classes: the kept public values, and their owners' reads. */
export interface CardSource {
  db: Database;
  reads: ReadCache;
  liveClassesByIds: LiveClassesByIds;
}

/**
 * The on-demand class each workout shows, by id. The same hundred classes are on many members'
 * calendars and change rarely, so they are the library's kept cards (videos' classCardsByIds,
 * kept per class until a `catalogue` or `studios` edit drops them) rather than joined and parsed
 * again for every workout of every request: a member's year is then one narrow query of their
 * own rows. A workout shows part of the card.
 */
export async function videoCards(
  src: CardSource,
  ids: Iterable<number>,
): Promise<Map<number, VideoCard>> {
  const kept = await classCardsByIds(src, ids);
  const cards = new Map<number, VideoCard>();
  for (const [id, { card }] of kept)
    cards.set(id, {
      id: card.id,
      title: card.title,
      instructor: card.instructor,
      summary: card.summary,
      duration: card.duration,
      poster: card.poster,
      classType: card.classType,
      studioName: card.studioName,
    });
  return cards;
}

/**
 * The live class each booked workout shows, by id, kept per class as the on-demand ones are (the
 * `schedule` topic drops them on an edit). Kept values are shared by every request: frozen, so no
 * answer can change another's.
 */
export function liveClassCards(
  src: CardSource,
  ids: Iterable<number>,
): Promise<Map<number, LiveClassCard>> {
  return src.reads.getValuesById('workout-live-class', ids, ['schedule'], async (missing) => {
    const classes = await src.liveClassesByIds(src.db, missing);
    return new Map(
      classes.map((c) => [
        c.id,
        Object.freeze({
          id: c.id,
          studioId: c.studio_id,
          title: c.title,
          description: c.description,
          instructor: c.instructor,
          minutesDuration: c.minutes_duration,
        }),
      ]),
    );
  });
}

/** The cards of the classes `rows` name (on demand and live), each kind asked once for all. */
export async function cardsOfRows(
  src: CardSource,
  rows: readonly { video_id: number | null; live_class_id: number | null }[],
): Promise<{ videos?: Map<number, VideoCard>; live?: Map<number, LiveClassCard> }> {
  const videoIds: number[] = [];
  const liveIds: number[] = [];
  for (const r of rows) {
    if (r.video_id !== null) videoIds.push(r.video_id);
    if (r.live_class_id !== null) liveIds.push(r.live_class_id);
  }
  const [videos, live] = await Promise.all([
    videoIds.length ? videoCards(src, videoIds) : undefined,
    liveIds.length ? liveClassCards(src, liveIds) : undefined,
  ]);
  return { videos, live };
}
