import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';
import { NONE } from '../../../platform/db/state-machine.ts';
import { subscription } from './subscription-machine.ts';

const subscriptionColumns = [
  'id',
  'public_id',
  'user_id',
  'package_id',
  'plan',
  'status',
  'price_cents',
  'source',
  'start_source',
  'trial_end',
  'current_period_start',
  'current_period_end',
  'periods_paid',
  'cancel_at_period_end',
  'canceled_at',
  'ended_at',
  'end_reason',
  'paused_at',
  'paused_from',
  'paused_remaining_seconds',
  'payment_method_id',
  'card_brand',
  'card_last4',
  'coupon_id',
  'discounted_payments_left',
  'pending_intent_id',
  'renewal_attempts',
  'next_attempt_at',
  'last_payment_error',
  'version',
  'created_at',
  'updated_at',
] as const;

export type SubscriptionRow = Pick<
  Selectable<Tables['subscriptions']>,
  (typeof subscriptionColumns)[number]
>;
export type SubscriptionStatus = SubscriptionRow['status'];

const subscriptions = (db: Database) => db.selectFrom('subscriptions').select(subscriptionColumns);

/** The subscription that is not over yet (at most one per person), if any. */
export function openSubscription(
  db: Database,
  userId: number,
): Promise<SubscriptionRow | undefined> {
  return subscriptions(db)
    .where('user_id', '=', userId)
    .where('status', '<>', 'canceled')
    .executeTakeFirst();
}

/** The open subscription, else the one that ended last: what the person's account shows. */
export function currentSubscription(
  db: Database,
  userId: number,
): Promise<SubscriptionRow | undefined> {
  return subscriptions(db)
    .where('user_id', '=', userId)
    .where('status', '<>', 'incomplete')
    .orderBy((eb) => eb('status', '<>', 'canceled'), 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function subscriptionById(db: Database, id: number): Promise<SubscriptionRow | undefined> {
  return subscriptions(db).where('id', '=', id).executeTakeFirst();
}

export function subscriptionByPublicId(
  db: Database,
  publicId: string,
): Promise<SubscriptionRow | undefined> {
  return subscriptions(db).where('public_id', '=', publicId).executeTakeFirst();
}

/** Subscriptions whose purchase was left unfinished since before `before`. */
export function staleIncompleteSubscriptions(
  db: Database,
  before: Date,
): Promise<SubscriptionRow[]> {
  return subscriptions(db)
    .where('status', '=', 'incomplete')
    .where('updated_at', '<', before)
    .execute();
}

/** Running subscriptions set to end at their period's end whose period is over at `now`. */
export function subscriptionsEnding(db: Database, now: Date): Promise<SubscriptionRow[]> {
  return subscriptions(db)
    .where('status', 'in', ['trialing', 'active'])
    .where('cancel_at_period_end', '=', true)
    .where('current_period_end', '<=', now)
    .execute();
}

/** Subscriptions to charge at `now`: periods that ran out, and past-due retries that are due. */
export function subscriptionsDue(
  db: Database,
  now: Date,
  limit: number,
): Promise<SubscriptionRow[]> {
  return subscriptions(db)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', ['trialing', 'active']),
          eb('cancel_at_period_end', '=', false),
          eb('current_period_end', '<=', now),
        ]),
        eb.and([eb('status', '=', 'past_due'), eb('next_attempt_at', '<=', now)]),
      ]),
    )
    .orderBy('current_period_end')
    .limit(limit)
    .execute();
}

export type NewSubscription = Pick<
  Insertable<Tables['subscriptions']>,
  | 'public_id'
  | 'user_id'
  | 'package_id'
  | 'plan'
  | 'price_cents'
  | 'source'
  | 'start_source'
  | 'coupon_id'
  | 'discounted_payments_left'
>;

/** Starts a purchase: an incomplete subscription until its first payment or trial is settled. */
export function insertIncompleteSubscription(
  db: Database,
  s: NewSubscription,
  now: Date,
): Promise<SubscriptionRow> {
  return db
    .insertInto('subscriptions')
    .values({
      public_id: s.public_id,
      user_id: s.user_id,
      package_id: s.package_id,
      plan: s.plan,
      status: subscription.moves.claim.check(NONE).to,
      price_cents: s.price_cents,
      source: s.source,
      start_source: s.start_source,
      coupon_id: s.coupon_id,
      discounted_payments_left: s.discounted_payments_left,
      created_at: now,
      updated_at: now,
    })
    .returning(subscriptionColumns)
    .executeTakeFirstOrThrow();
}

/** Drops a purchase that did not complete; false when it had completed (or gone) meanwhile. */
export async function deleteIncompleteSubscription(db: Database, id: number): Promise<boolean> {
  const gone = await db
    .deleteFrom('subscriptions')
    .where('id', '=', id)
    .where('status', 'in', subscription.moves.discard.fromStored)
    .returning('id')
    .executeTakeFirst();
  return gone !== undefined;
}

export type SubscriptionChanges = Omit<
  Updateable<Tables['subscriptions']>,
  'id' | 'public_id' | 'user_id' | 'created_at' | 'version' | 'updated_at'
>;

/**
 * Changes a subscription only if it is still in the state it was read in (its version), so two
 * changes racing each other cannot both apply. A new status is checked against the purchase
 * machine first (subscription-machine.ts; IllegalTransitionError). Answers the row as changed, or undefined.
 */
export async function updateSubscription(
  db: Database,
  row: Pick<SubscriptionRow, 'id' | 'version' | 'status'>,
  changes: SubscriptionChanges,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  if (changes.status !== undefined) subscription.between(row.status, changes.status);
  return db
    .updateTable('subscriptions')
    .set((eb) => ({ ...changes, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returning(subscriptionColumns)
    .executeTakeFirst();
}

/** Whether the person has ever had a subscription, in any state. */
export async function hasEverSubscribed(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
