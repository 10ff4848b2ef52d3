import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import { earliestUnfinishedStart } from '../store.ts';

/** One person's booked seat in a class not over yet. */
export type PersonGoingRow = {
  live_class_id: number;
  title: string;
  scheduled_at: Date;
  user_id: number;
};

/**
 * These people's booked seats in classes not over yet that the site shows (the main site's, or
 * on a studio's own site also that studio's), soonest class first, walking the booked seats by
 * member (migration 030's partial index). The friends' activity asks it with the friends who
 * share theirs.
 */
export function bookedSeatsOfPeople(
  db: Database,
  userIds: readonly number[],
  siteStudioId: number | null,
  now: Date,
  limit: number,
): Promise<PersonGoingRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('live_class_seats as s')
    .innerJoin('live_classes as c', 'c.id', 's.live_class_id')
    .select(['c.id as live_class_id', 'c.title', 'c.scheduled_at', 's.user_id'])
    .where((eb) => eb('s.user_id', '=', eb.fn.any(eb.val([...userIds]))))
    .where('s.state', '=', sql.lit('booked'))
    .where('c.scheduled_at', '>', earliestUnfinishedStart(now))
    .where(sql<boolean>`c.scheduled_at + c.minutes_duration * interval '1 minute' > ${now}`)
    .where((eb) =>
      siteStudioId === null
        ? eb('c.is_on_jetsweat', '=', eb.lit(true))
        : eb.or([eb('c.is_on_jetsweat', '=', eb.lit(true)), eb('c.studio_id', '=', siteStudioId)]),
    )
    .orderBy('c.scheduled_at')
    .orderBy('c.id')
    .orderBy('s.user_id')
    .limit(limit)
    .execute();
}
