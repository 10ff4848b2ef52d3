import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';
import type { SiteStudioId } from './library-store.ts';

/**
 * Where each member stopped in each class (video_positions): written by the player's events,
 * read for resuming, history and "continue watching".
 */

export type PositionRow = Pick<
  Selectable<Tables['video_positions']>,
  'position_seconds' | 'finished' | 'watched_at' | 'watched_seconds'
>;

export async function findPosition(
  db: Database,
  userId: number,
  videoId: number,
): Promise<PositionRow | undefined> {
  return db
    .selectFrom('video_positions')
    .select(['position_seconds', 'finished', 'watched_at', 'watched_seconds'])
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .executeTakeFirst();
}

/**
 * Moves a member's place in a class, with whether that play completed it and the seconds it
 * watched; the later event wins when two arrive out of order.
 */
export async function savePosition(
  db: Database,
  of: { userId: number; videoId: number },
  p: { position: number; finished: boolean; watchedSeconds: number },
  at: Date,
): Promise<void> {
  await db
    .insertInto('video_positions')
    .values({
      user_id: of.userId,
      video_id: of.videoId,
      position_seconds: p.position,
      finished: p.finished,
      watched_seconds: p.watchedSeconds,
      watched_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'video_id'])
        .doUpdateSet((eb) => ({
          position_seconds: eb.ref('excluded.position_seconds'),
          finished: eb.ref('excluded.finished'),
          watched_seconds: eb.ref('excluded.watched_seconds'),
          watched_at: eb.ref('excluded.watched_at'),
        }))
        .where('video_positions.watched_at', '<=', (eb) => eb.ref('excluded.watched_at')),
    )
    .execute();
}

/** Where the member is in a class they watched (`id`: the class). */
export type WatchedVideoRow = PositionRow & { id: number };

/**
 * The classes a member has watched, last watched first, each once (one row per class). With
 * `unfinishedOnly`, the ones to continue (video_positions_continue_idx). On a studio's own site
 * only that studio's classes, chosen before the limit so the list is as long as on the main site.
 */
export function watchedVideos(
  db: Database,
  userId: number,
  limit: number,
  unfinishedOnly: boolean,
  siteStudioId: SiteStudioId,
): Promise<WatchedVideoRow[]> {
  return db
    .selectFrom('video_positions as p')
    .select([
      'p.video_id as id',
      'p.position_seconds',
      'p.finished',
      'p.watched_at',
      'p.watched_seconds',
    ])
    .where('p.user_id', '=', userId)
    .$if(unfinishedOnly, (q) =>
      q.where('p.finished', '=', false).where('p.position_seconds', '>', 0),
    )
    .$if(siteStudioId !== null, (q) =>
      q.where('p.video_id', 'in', (sub) =>
        sub.selectFrom('videos').select('id').where('studio_id', '=', siteStudioId),
      ),
    )
    .orderBy('p.watched_at', 'desc')
    .orderBy('p.video_id', 'desc')
    .limit(limit)
    .execute();
}
