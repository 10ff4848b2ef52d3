import { sql, type Expression, type SqlBool } from 'kysely';
import { LIVE_BOARD_TOP, type BoardSortKey } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';

/** One member who took the class before, with their figures at the board's second. */
export interface PastBoardRow {
  user_id: number;
  calories: number;
  zone_points: number;
  zone: number;
}

export interface PastBoardQuery {
  videoId: number;
  /** The asking member: never among the others (their own line is the page's). */
  userId: number;
  atSecond: number;
  /** The class's length, to scale the estimate of a play without a heart rate. */
  durationSeconds: number;
  sortBy: BoardSortKey;
  /** The asking member's figures, to count the others ranked above them; null: none sent. */
  own: { calories: number; zonePoints: number } | null;
  /**
   * How a member shows on leaderboards, given their id (accounts' subquery): only those who show
   * are listed.
   */
  showOf: (userId: Expression<number>) => Expression<unknown>;
}

/**
 * The figure at `atSecond` from a column of per-minute figures (migration 052): between the ends
 * of the minute before and of this one, in proportion; after the last minute its figure stays.
 */
function atSecondOf(column: 'minute_calories' | 'minute_zone_points', atSecond: number) {
  const minute = Math.floor(atSecond / 60);
  const share = (atSecond - minute * 60) / 60;
  const col = sql.ref(`latest.${column}`);
  const last = sql`${col}[cardinality(${col})]`;
  const before = minute === 0 ? sql`0` : sql`coalesce(${col}[${minute}::int], ${last})`;
  const after = sql`coalesce(${col}[${minute + 1}::int], ${last})`;
  return sql<number>`(${before} * (1 - ${share}::float8) + ${after} * ${share}::float8)`;
}

/**
 * A play's calories, zone points and zone at `atSecond`: from its heart rate's minutes when time
 * was counted, else its estimate spread evenly over the class (no zone points, zone 0).
 */
function figuresAt(atSecond: number, durationSeconds: number) {
  const estimateShare = durationSeconds > 0 ? Math.min(1, atSecond / durationSeconds) : 1;
  const fromHeart = sql<SqlBool>`latest.average_bpm IS NOT NULL AND cardinality(latest.minute_calories) > 0`;
  const minute = Math.floor(atSecond / 60) + 1;
  return [
    sql<number>`round((CASE WHEN ${fromHeart} THEN ${atSecondOf('minute_calories', atSecond)}
      ELSE coalesce(latest.estimate, 0) * ${estimateShare}::float8 END)::numeric, 1)::float8`.as(
      'calories',
    ),
    sql<number>`round((CASE WHEN ${fromHeart} THEN ${atSecondOf('minute_zone_points', atSecond)}
      ELSE 0 END)::numeric, 1)::float8`.as('zone_points'),
    sql<number>`(CASE WHEN ${fromHeart}
      THEN coalesce(latest.minute_zones[${minute}::int], 0) ELSE 0 END)::int`.as('zone'),
  ];
}

/** Each member's latest completed play of the class, but the asker's and those not shown. */
function latestPlaysOf(db: Database, q: PastBoardQuery) {
  return db
    .selectFrom('workouts as w')
    .distinctOn('w.user_id')
    .select(['w.id', 'w.user_id', 'w.calories as estimate'])
    .where('w.video_id', '=', q.videoId)
    .where('w.status', '=', 'completed')
    .where('w.user_id', '!=', q.userId)
    .where((eb) => eb(q.showOf(eb.ref('w.user_id')), 'is not', null))
    .orderBy('w.user_id')
    .orderBy('w.scheduled_for', 'desc')
    .orderBy('w.id', 'desc');
}

/**
 * The top LIVE_BOARD_TOP others who completed this class and are listed, each once (their latest
 * completed play), ranked by `sortBy` then the other figure (in tenths, as the board shows them)
 * then user id; with how many are ranked and how many rank above the asking member's figures.
 * One statement: workouts_video_board_idx finds the class's completed plays, each checked
 * against the people who show by primary key, each member's latest one's heart rate is read by
 * its key, and only the top lines leave the database.
 */
export async function pastBoardOf(db: Database, q: PastBoardQuery) {
  const { atSecond } = q;
  const key = q.sortBy === 'calories' ? sql.ref('calories') : sql.ref('zone_points');
  const other = q.sortBy === 'calories' ? sql.ref('zone_points') : sql.ref('calories');
  const ownKey = q.own && (q.sortBy === 'calories' ? q.own.calories : q.own.zonePoints);
  const ownOther = q.own && (q.sortBy === 'calories' ? q.own.zonePoints : q.own.calories);
  const above =
    q.own === null
      ? sql<number>`0`
      : sql<number>`count(*) FILTER (WHERE (${key}, ${other}) > (${ownKey}::float8, ${ownOther}::float8)) OVER ()`;
  return (
    db
      .with('plays', () => latestPlaysOf(db, q))
      // Each play's heart rate by its key, one look-up a play: LIMIT keeps the planner from
      // turning it into a join that reads every workout's heart rate.
      .with('latest', (d) =>
        d
          .selectFrom('plays as p')
          .leftJoinLateral(
            (eb) =>
              eb
                .selectFrom('workout_heart_rates as r')
                .select([
                  'r.average_bpm',
                  'r.minute_calories',
                  'r.minute_zone_points',
                  'r.minute_zones',
                ])
                .whereRef('r.workout_id', '=', 'p.id')
                .limit(1)
                .as('h'),
            (join) => join.onTrue(),
          )
          .select([
            'p.user_id',
            'p.estimate',
            'h.average_bpm',
            'h.minute_calories',
            'h.minute_zone_points',
            'h.minute_zones',
          ]),
      )
      .with('figures', (d) =>
        d.selectFrom('latest').select(['user_id', ...figuresAt(atSecond, q.durationSeconds)]),
      )
      .selectFrom('figures')
      .select([
        'user_id',
        'calories',
        'zone_points',
        'zone',
        sql<number>`(count(*) OVER ())::int`.as('total'),
        sql<number>`(${above})::int`.as('above'),
      ])
      .orderBy(key, 'desc')
      .orderBy(other, 'desc')
      .orderBy('user_id')
      .limit(LIVE_BOARD_TOP)
      .execute()
  );
}
