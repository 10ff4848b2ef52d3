import { cardTexts, plans } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import type { BillingDeps } from '../billing-deps.ts';
import { billingMail, recipientOf } from '../customers/billing-mail.ts';
import { findCouponById } from '../coupons/redeem-coupon.ts';
import { ensureCustomer } from '../customers/ensure-customer.ts';
import { addPeriod, DAY_MS } from '../subscriptions/billing-periods.ts';
import { findPackage } from '../packages/package-store.ts';
import {
  subscriptionById,
  subscriptionsDue,
  subscriptionsEnding,
  updateSubscription,
  type SubscriptionRow,
} from '../subscriptions/subscription-store.ts';
import { nextAmount } from '../subscriptions/subscription-view.ts';
import { claimPayment, settlePayment, takeOverStalePayment } from '../purchases/payments-store.ts';

/** After a failed renewal we try again after 1, 3 and 5 more days; the fourth failure ends it. */
export const RETRY_GAP_DAYS = [1, 3, 5] as const;
export const MAX_RENEWAL_ATTEMPTS = RETRY_GAP_DAYS.length + 1;
/**
 * A charge takes seconds; one left pending this long belongs to a run that crashed, and the next
 * run finishes it with the same idempotency key, so the gateway answers the charge it already
 * made (or makes it now) rather than charging twice.
 */
export const STALE_CHARGE_MS = 10 * 60 * 1000;

export interface RenewalRun {
  renewed: number;
  failed: number;
  ended: number;
}

type Changes = Parameters<typeof updateSubscription>[2];

/** Applies a change decided on the row as read, re-reading if something else changed it meanwhile. */
async function apply(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
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

/** Whether a renewal's outcome still applies: not paused or ended since it was read. */
const stillRenewing = (s: SubscriptionRow) =>
  s.status === 'trialing' || s.status === 'active' || s.status === 'past_due';

/** One renewal being charged: the period, the attempt, the amount and the charge's key. */
interface Renewal {
  row: SubscriptionRow;
  period: number;
  attempt: number;
  amount: number;
  key: string;
  now: Date;
}

/**
 * Claims the right to charge the period: the ledger's pending row, or the one a crashed run left
 * stale. Undefined when another run is charging this period (or has), and is not stuck.
 */
async function claimRenewal({ db }: Pick<Deps, 'db'>, r: Renewal): Promise<number | undefined> {
  const { row, period, amount, key, now } = r;
  return (
    (await claimPayment(db, {
      userId: row.user_id,
      for: { subscriptionId: row.id, period },
      amountCents: amount,
      idempotencyKey: key,
      now,
    })) ??
    (await takeOverStalePayment(db, {
      idempotencyKey: key,
      staleBefore: new Date(now.getTime() - STALE_CHARGE_MS),
      now,
    }))
  );
}

/** The off-session charge: answers why it failed (null when paid) and the intent it made. */
async function chargeCard(
  deps: BillingDeps,
  r: Renewal,
): Promise<{ failure: string | null; intentId: string | null }> {
  const { row, period, amount, key } = r;
  if (amount === 0) return { failure: null, intentId: null };
  if (!row.payment_method_id) return { failure: 'There is no card on file.', intentId: null };
  try {
    const pkg = await findPackage(deps.db, row.package_id);
    const pi = await deps.payments.createPaymentIntent(
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
    const failure =
      pi.status === 'succeeded' ? null : (pi.lastError?.message ?? cardTexts.declined);
    return { failure, intentId: pi.id };
  } catch (err) {
    const failure = err instanceof Error ? err.message : 'The payment could not be made.';
    return { failure, intentId: null };
  }
}

/** The period was paid: the next one starts, and the subscriber is told what was charged. */
async function renewed(deps: BillingDeps, r: Renewal, paymentId: number, intentId: string | null) {
  const { db } = deps;
  const { row, period, amount, now } = r;
  await settlePayment(db, paymentId, { succeeded: true, intentId, now });
  const changed = await apply(deps, row, (s) => {
    // Paused or ended by the subscriber while it was being charged: left as they made it (the
    // machine has no move from there to active); the payment stays in the ledger, on receipts.
    if (!stillRenewing(s)) return null;
    // A past-due subscription starts a fresh period now; an on-time renewal keeps its day.
    const start = s.status === 'past_due' || !s.current_period_end ? now : s.current_period_end;
    return {
      status: 'active',
      current_period_start: start,
      current_period_end: addPeriod(start, s.plan),
      periods_paid: period,
      renewal_attempts: 0,
      next_attempt_at: null,
      last_payment_error: null,
      discounted_payments_left:
        s.discounted_payments_left === null ? null : Math.max(0, s.discounted_payments_left - 1),
    };
  });
  if (changed?.status !== 'active' || amount === 0) return;
  const pkg = await findPackage(db, row.package_id);
  await billingMail.renewed(deps, await recipientOf(deps, row.user_id, pkg?.studio_id ?? null), {
    chargedCents: amount,
    last4: changed.card_last4,
    renewsAt: changed.current_period_end!,
    planTitle: pkg?.title ?? plans[row.plan].title,
  });
}

/** The charge failed: past due with a retry date, or ended after the last attempt; mailed either way. */
async function failed(
  deps: BillingDeps,
  r: Renewal,
  paid: { paymentId: number; intentId: string | null; failure: string },
): Promise<'failed' | 'ended'> {
  const { db } = deps;
  const { row, attempt, amount, now } = r;
  const { failure } = paid;
  await settlePayment(db, paid.paymentId, {
    succeeded: false,
    intentId: paid.intentId,
    failure,
    now,
  });
  const ends = attempt >= MAX_RENEWAL_ATTEMPTS;
  const retryAt = ends ? null : new Date(now.getTime() + RETRY_GAP_DAYS[attempt - 1]! * DAY_MS);
  const last = { renewal_attempts: attempt, last_payment_error: failure };
  // Paused or ended by the subscriber while it was being charged: left as they made it.
  await apply(deps, row, (s) =>
    !stillRenewing(s)
      ? null
      : ends
        ? {
            ...last,
            status: 'canceled',
            ended_at: now,
            end_reason: 'payment_failed',
            next_attempt_at: null,
          }
        : { ...last, status: 'past_due', next_attempt_at: retryAt },
  );
  const pkg = await findPackage(db, row.package_id);
  await billingMail.paymentFailed(
    deps,
    await recipientOf(deps, row.user_id, pkg?.studio_id ?? null),
    {
      amountCents: amount,
      reason: failure,
      retryAt,
    },
  );
  return ends ? 'ended' : 'failed';
}

/** Charges the next period of a subscription that is due (or past due). */
async function charge(
  deps: BillingDeps,
  row: SubscriptionRow,
): Promise<'renewed' | 'failed' | 'ended' | 'skipped'> {
  const now = deps.clock.now();
  const period = row.periods_paid + 1;
  const attempt = row.renewal_attempts + 1;
  const coupon = row.coupon_id ? await findCouponById(deps.db, row.coupon_id) : undefined;
  const amount = nextAmount(row, coupon);
  const key = `${row.public_id}:period:${period}:try:${attempt}`;
  const renewal: Renewal = { row, period, attempt, amount, key, now };
  const paymentId = await claimRenewal(deps, renewal);
  if (paymentId === undefined) return 'skipped';
  const { failure, intentId } = await chargeCard(deps, renewal);
  if (failure !== null) return failed(deps, renewal, { paymentId, intentId, failure });
  await renewed(deps, renewal, paymentId, intentId);
  return 'renewed';
}

/** Everything due at the clock's now: cancelled periods end, trials and periods renew, retries run. */
async function runDue(deps: BillingDeps): Promise<RenewalRun> {
  const { db, clock } = deps;
  const now = clock.now();
  const result: RenewalRun = { renewed: 0, failed: 0, ended: 0 };
  for (const row of await subscriptionsEnding(db, now)) {
    const ended = await apply(deps, row, (r) =>
      r.cancel_at_period_end && (r.status === 'trialing' || r.status === 'active')
        ? { status: 'canceled', ended_at: r.current_period_end, end_reason: 'cancelled' }
        : null,
    );
    if (ended?.status === 'canceled') result.ended++;
  }
  for (const row of await subscriptionsDue(db, now, 500)) {
    const outcome = await charge(deps, row);
    if (outcome === 'renewed') result.renewed++;
    else if (outcome === 'failed') result.failed++;
    else if (outcome === 'ended') result.ended++;
  }
  return result;
}

/**
 * Trial ends, renewals and retries, run from the scheduled job against the injectable clock (and
 * from a card update). Each period is charged at most once: a pending or paid ledger row per
 * period is unique, and the gateway call's idempotency key names the period and attempt.
 */
export function createRenewals(deps: BillingDeps) {
  return {
    charge: (row: SubscriptionRow) => charge(deps, row),
    runDue: () => runDue(deps),
  };
}
export type Renewals = ReturnType<typeof createRenewals>;
