import { one, type Queryable } from '../../platform/db.ts';

export type SubscriptionStatus =
  'incomplete' | 'trialing' | 'active' | 'past_due' | 'paused' | 'canceled';

export interface SubscriptionRow {
  id: number;
  public_id: string;
  user_id: number;
  package_id: string;
  plan: 'yearly' | 'monthly';
  status: SubscriptionStatus;
  price_cents: number;
  source: string;
  start_source: string | null;
  trial_end: Date | null;
  current_period_start: Date | null;
  current_period_end: Date | null;
  periods_paid: number;
  cancel_at_period_end: boolean;
  canceled_at: Date | null;
  ended_at: Date | null;
  end_reason: 'cancelled' | 'payment_failed' | null;
  paused_at: Date | null;
  paused_from: 'trialing' | 'active' | null;
  paused_remaining_seconds: number | null;
  payment_method_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  coupon_id: number | null;
  discounted_payments_left: number | null;
  pending_intent_id: string | null;
  renewal_attempts: number;
  next_attempt_at: Date | null;
  last_payment_error: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** The subscription that is not over yet (at most one per person), if any. */
export function openSubscription(
  q: Queryable,
  userId: number,
): Promise<SubscriptionRow | undefined> {
  return one<SubscriptionRow>(
    q,
    "SELECT * FROM subscriptions WHERE user_id = $1 AND status <> 'canceled'",
    [userId],
  );
}

/** The open subscription, else the one that ended last: what the person's account shows. */
export function currentSubscription(
  q: Queryable,
  userId: number,
): Promise<SubscriptionRow | undefined> {
  return one<SubscriptionRow>(
    q,
    `SELECT * FROM subscriptions WHERE user_id = $1 AND status <> 'incomplete'
     ORDER BY (status <> 'canceled') DESC, created_at DESC, id DESC LIMIT 1`,
    [userId],
  );
}

export function subscriptionById(q: Queryable, id: number): Promise<SubscriptionRow | undefined> {
  return one<SubscriptionRow>(q, 'SELECT * FROM subscriptions WHERE id = $1', [id]);
}

/**
 * Changes a subscription only if it is still in the state it was read in (`expect`), so two
 * changes racing each other cannot both apply. Answers the row as changed, or undefined.
 */
export async function updateSubscription(
  q: Queryable,
  row: Pick<SubscriptionRow, 'id' | 'version'>,
  changes: Partial<
    Omit<SubscriptionRow, 'id' | 'public_id' | 'user_id' | 'created_at' | 'version' | 'updated_at'>
  >,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const entries = Object.entries({ ...changes, updated_at: now });
  // Column names come from the typed keys above, never from a request.
  const sets = entries.map(([col], i) => `${col} = $${i + 3}`).join(', ');
  return one<SubscriptionRow>(
    q,
    `UPDATE subscriptions SET ${sets}, version = version + 1 WHERE id = $1 AND version = $2 RETURNING *`,
    [row.id, row.version, ...entries.map(([, v]) => v)],
  );
}
