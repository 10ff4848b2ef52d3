import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * Who watched a studio's videos, for its console's client list (issue 54, item 5): the watch
 * sessions of its videos (migration 057's index by video and member).
 */

export interface ViewerTotals {
  userId: number;
  videos: number;
  firstAt: Date;
  lastAt: Date;
}

/** Every member who played one of the studio's videos: how many videos, first and last play. */
export async function studioViewerTotals(db: Database, studioId: number): Promise<ViewerTotals[]> {
  const rows = await db
    .selectFrom('watch_sessions as w')
    .innerJoin('videos as v', 'v.id', 'w.video_id')
    .select([
      'w.user_id',
      sql<number>`count(DISTINCT w.video_id)::int`.as('n'),
      sql<Date>`min(w.started_at)`.as('first_at'),
      sql<Date>`max(w.last_event_at)`.as('last_at'),
    ])
    .where('v.studio_id', '=', studioId)
    .groupBy('w.user_id')
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    videos: r.n,
    firstAt: new Date(r.first_at),
    lastAt: new Date(r.last_at),
  }));
}

export interface StudioVideoWatched {
  videoId: number;
  title: string;
  plays: number;
  watchedSeconds: number;
  firstAt: Date;
  lastAt: Date;
}

/** The studio's videos one member played: plays, time watched, the last play first. */
export async function studioVideosWatchedBy(
  db: Database,
  studioId: number,
  userId: number,
): Promise<StudioVideoWatched[]> {
  const rows = await db
    .selectFrom('watch_sessions as w')
    .innerJoin('videos as v', 'v.id', 'w.video_id')
    .select([
      'v.id',
      'v.title',
      sql<number>`count(*)::int`.as('plays'),
      sql<number>`coalesce(sum(w.watched_seconds), 0)::int`.as('seconds'),
      sql<Date>`min(w.started_at)`.as('first_at'),
      sql<Date>`max(w.last_event_at)`.as('last_at'),
    ])
    .where('w.user_id', '=', userId)
    .where('v.studio_id', '=', studioId)
    .groupBy(['v.id', 'v.title'])
    .orderBy(sql`max(w.last_event_at)`, 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    videoId: r.id,
    title: r.title,
    plays: r.plays,
    watchedSeconds: r.seconds,
    firstAt: new Date(r.first_at),
    lastAt: new Date(r.last_at),
  }));
}
