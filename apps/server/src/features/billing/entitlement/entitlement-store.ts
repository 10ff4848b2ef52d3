import { sql, type Expression, type InferResult } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import type { SubscriptionStatus } from '../subscriptions/subscription-store.ts';

/** What entitlement reads of a person's open subscription: enough to judge it now. */
export interface OpenSubscriptionFacts {
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  package_id: string;
  /** The studio whose package it is; null for JetSweat's own. */
  studio_id: number | null;
}

export interface EntitlingRows {
  subscription: OpenSubscriptionFacts | undefined;
  passes: { pass_date: string; studio_id: number | null; package_id: string }[];
}

/**
 * A person's open subscription (with its package's studio) and their paid passes among `days`: a
 * row per pass, or one row without. The person is `userId`, an expression: a value, or a column of
 * the query this one is joined into. The joins hang on a one-row anchor of their own rather than on
 * the person's row, which is accounts' (`users`), so billing reads only its own tables. The open
 * subscription is at most one (subscriptions_one_open_per_user). The session's read
 * (accounts/session-store.ts) joins this same query, laterally, on the session's user, so a gated
 * call makes one query and the two cannot drift.
 */
export function entitlingQuery(db: Database, userId: Expression<number>, days: string[]) {
  return db
    .selectFrom(db.selectNoFrom(sql.lit(1).as('one')).as('anchor'))
    .leftJoin('subscriptions as s', (join) =>
      join.on('s.user_id', '=', userId).on('s.status', '<>', sql.lit('canceled')),
    )
    .leftJoin('packages as p', 'p.id', 's.package_id')
    .leftJoin('day_passes as d', (join) =>
      join
        .on('d.user_id', '=', userId)
        .on('d.status', '=', sql.lit('paid'))
        .on((eb) => (days.length > 0 ? eb('d.pass_date', 'in', days) : eb.lit(false))),
    )
    .select([
      's.status',
      's.cancel_at_period_end',
      's.current_period_end',
      's.package_id',
      'p.studio_id as package_studio_id',
      'd.pass_date',
      'd.studio_id as pass_studio_id',
      'd.package_id as pass_package_id',
    ]);
}

/** The columns entitlingQuery selects. */
type EntitlingColumns = InferResult<ReturnType<typeof entitlingQuery>>[number];

/** The person's open subscription and their paid passes among `days`, in one round trip. */
export async function readEntitlingRows(
  db: Database,
  userId: number,
  days: string[],
): Promise<EntitlingRows> {
  return entitlingRowsOf(await entitlingQuery(db, sql.val(userId), days).execute());
}

/** The subscription and passes that the entitlement columns of `rows` hold. */
export function entitlingRowsOf(rows: EntitlingColumns[]): EntitlingRows {
  const [first] = rows;
  const subscription =
    first?.status != null && first.package_id != null
      ? {
          status: first.status,
          cancel_at_period_end: first.cancel_at_period_end ?? false,
          current_period_end: first.current_period_end ?? null,
          package_id: first.package_id,
          studio_id: first.package_studio_id ?? null,
        }
      : undefined;
  const passes = rows.flatMap((r) =>
    r.pass_date != null && r.pass_package_id != null
      ? [
          {
            pass_date: r.pass_date,
            studio_id: r.pass_studio_id ?? null,
            package_id: r.pass_package_id,
          },
        ]
      : [],
  );
  return { subscription, passes };
}
