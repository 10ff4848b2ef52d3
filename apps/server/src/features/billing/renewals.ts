import { plans } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { billingMail, recipientOf } from './billing-mail.ts';
import { findCouponById } from './coupons.ts';
import { ensureCustomer } from './customers.ts';
import { addPeriod, DAY_MS } from './billing-periods.ts';
import { findPackage } from './packages.ts';
import {
  subscriptionById,
  updateSubscription,
  type SubscriptionRow,
} from './subscription-store.ts';
import { nextAmount } from './subscription-view.ts';

/** After a failed renewal we try again after 1, 3 and 5 more days; the fourth failure ends it. */
export const RETRY_GAP_DAYS = [1, 3, 5] as const;
export const MAX_RENEWAL_ATTEMPTS = RETRY_GAP_DAYS.length + 1;

export interface RenewalRun {
  renewed: number;
  failed: number;
  ended: number;
}

type Changes = Parameters<typeof updateSubscription>[2];

/**
 * Trial ends, renewals and retries, run from the scheduled job against the injectable clock (and
 * from a card update). Each period is charged at most once: a pending or paid ledger row per
 * period is unique, and the gateway call's idempotency key names the period and attempt.
 */
export function createRenewals(deps: Deps) {
  const { db, payments, clock } = deps;

  /** Applies a change decided on the row as read, re-reading if something else changed it meanwhile. */
  async function apply(
    row: SubscriptionRow,
    decide: (r: SubscriptionRow) => Changes | null,
  ): Promise<SubscriptionRow | undefined> {
    let current: SubscriptionRow | undefined = row;
    for (let i = 0; i < 5 && current; i++) {
      const changes = decide(current);
      if (!changes) return current;
      const updated = await updateSubscription(db, current, changes, clock.now());
      if (updated) return updated;
      current = await subscriptionById(db, row.id);
    }
    return current;
  }

  /** Charges the next period of a subscription that is due (or past due). */
  async function charge(row: SubscriptionRow): Promise<'renewed' | 'failed' | 'ended' | 'skipped'> {
    const now = clock.now();
    const period = row.periods_paid + 1;
    const attempt = row.renewal_attempts + 1;
    const coupon = row.coupon_id ? await findCouponById(db, row.coupon_id) : undefined;
    const amount = nextAmount(row, coupon);
    const key = `${row.public_id}:period:${period}:try:${attempt}`;
    const claimed = await db.query<{ id: number }>(
      `INSERT INTO payments (user_id, purpose, subscription_id, period, amount_cents, status, idempotency_key, created_at, updated_at)
       VALUES ($1, 'subscription', $2, $3, $4, 'pending', $5, $6, $6) ON CONFLICT DO NOTHING RETURNING id`,
      [row.user_id, row.id, period, amount, key, now],
    );
    // Another run is charging this period, or already has.
    if (claimed.length === 0) return 'skipped';
    const paymentId = claimed[0]!.id;

    let failure: string | null = null;
    let intentId: string | null = null;
    if (amount > 0) {
      if (!row.payment_method_id) failure = 'There is no card on file.';
      else {
        try {
          const pkg = await findPackage(db, row.package_id);
          const pi = await payments.createPaymentIntent(
            {
              amount,
              customerId: await ensureCustomer(deps, row.user_id),
              paymentMethodId: row.payment_method_id,
              confirm: true,
              offSession: true,
              description: `${pkg?.title ?? 'Subscription'} renewal`,
              metadata: {
                subscription: row.public_id,
                period: String(period),
                userId: String(row.user_id),
                purpose: 'renewal',
              },
            },
            key,
          );
          intentId = pi.id;
          if (pi.status !== 'succeeded')
            failure = pi.lastError?.message ?? 'Your card was declined.';
        } catch (err) {
          failure = err instanceof Error ? err.message : 'The payment could not be made.';
        }
      }
    }

    if (failure === null) {
      await db.query(
        "UPDATE payments SET status = 'succeeded', intent_id = $2, updated_at = $3 WHERE id = $1",
        [paymentId, intentId, now],
      );
      const renewed = await apply(row, (r) => {
        // A past-due subscription starts a fresh period now; an on-time renewal keeps its day.
        const start = r.status === 'past_due' || !r.current_period_end ? now : r.current_period_end;
        return {
          status: 'active',
          current_period_start: start,
          current_period_end: addPeriod(start, r.plan),
          periods_paid: period,
          renewal_attempts: 0,
          next_attempt_at: null,
          last_payment_error: null,
          discounted_payments_left:
            r.discounted_payments_left === null
              ? null
              : Math.max(0, r.discounted_payments_left - 1),
        };
      });
      if (renewed && amount > 0) {
        const pkg = await findPackage(db, row.package_id);
        await billingMail.renewed(
          deps,
          await recipientOf(db, row.user_id, pkg?.studio_id ?? null),
          {
            chargedCents: amount,
            last4: renewed.card_last4,
            renewsAt: renewed.current_period_end!,
            planTitle: pkg?.title ?? plans[row.plan].title,
          },
        );
      }
      return 'renewed';
    }

    await db.query(
      "UPDATE payments SET status = 'failed', intent_id = $2, failure_message = $3, updated_at = $4 WHERE id = $1",
      [paymentId, intentId, failure, now],
    );
    const ends = attempt >= MAX_RENEWAL_ATTEMPTS;
    const retryAt = ends ? null : new Date(now.getTime() + RETRY_GAP_DAYS[attempt - 1]! * DAY_MS);
    await apply(row, () =>
      ends
        ? {
            status: 'canceled',
            ended_at: now,
            end_reason: 'payment_failed',
            renewal_attempts: attempt,
            next_attempt_at: null,
            last_payment_error: failure,
          }
        : {
            status: 'past_due',
            renewal_attempts: attempt,
            next_attempt_at: retryAt,
            last_payment_error: failure,
          },
    );
    const pkg = await findPackage(db, row.package_id);
    await billingMail.paymentFailed(
      deps,
      await recipientOf(db, row.user_id, pkg?.studio_id ?? null),
      { amountCents: amount, reason: failure, retryAt },
    );
    return ends ? 'ended' : 'failed';
  }

  return {
    charge,

    /** Everything due at the clock's now: cancelled periods end, trials and periods renew, retries run. */
    async runDue(): Promise<RenewalRun> {
      const now = clock.now();
      const result: RenewalRun = { renewed: 0, failed: 0, ended: 0 };
      const ending = await db.query<SubscriptionRow>(
        `SELECT * FROM subscriptions WHERE status IN ('trialing', 'active') AND cancel_at_period_end AND current_period_end <= $1`,
        [now],
      );
      for (const row of ending) {
        const ended = await apply(row, (r) =>
          r.cancel_at_period_end && (r.status === 'trialing' || r.status === 'active')
            ? { status: 'canceled', ended_at: r.current_period_end, end_reason: 'cancelled' }
            : null,
        );
        if (ended?.status === 'canceled') result.ended++;
      }
      const due = await db.query<SubscriptionRow>(
        `SELECT * FROM subscriptions
         WHERE (status IN ('trialing', 'active') AND NOT cancel_at_period_end AND current_period_end <= $1)
            OR (status = 'past_due' AND next_attempt_at <= $1)
         ORDER BY current_period_end LIMIT 500`,
        [now],
      );
      for (const row of due) {
        const outcome = await charge(row);
        if (outcome === 'renewed') result.renewed++;
        else if (outcome === 'failed') result.failed++;
        else if (outcome === 'ended') result.ended++;
      }
      return result;
    },
  };
}
export type Renewals = ReturnType<typeof createRenewals>;
