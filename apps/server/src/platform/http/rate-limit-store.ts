import type { Database } from '../db/database.ts';

/**
 * Counts one more hit against `key` in the window that started after `windowStart` (a window
 * that began at or before it is over: the count starts again at 1 from `now`). Answers the count.
 */
export async function incrementHits(
  db: Database,
  key: string,
  now: Date,
  windowStart: Date,
): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const over = eb('rate_limits.window_start', '<=', windowStart);
        return {
          hits: eb
            .case()
            .when(over)
            .then(1)
            .else(eb('rate_limits.hits', '+', 1))
            .end(),
          window_start: eb
            .case()
            .when(over)
            .then(eb.val(now))
            .else(eb.ref('rate_limits.window_start'))
            .end(),
        };
      }),
    )
    .returning('hits')
    .executeTakeFirst();
  return row?.hits ?? 0;
}

/** The count in the window that started after `windowStart`. */
export async function readHits(db: Database, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', key)
    .where('window_start', '>', windowStart)
    .executeTakeFirst();
  return row?.hits ?? 0;
}

export async function clearHits(db: Database, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Deletes counters whose window started before `before`; answers how many. */
export async function deleteStaleHits(db: Database, before: Date): Promise<number> {
  const gone = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', before)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}
