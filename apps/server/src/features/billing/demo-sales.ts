import type { Database } from '../../platform/db/database.ts';
import { insertPendingPass, markPassPaid } from './day-passes/day-pass-store.ts';
import { packageOf, type PackageRow } from './packages/package-store.ts';
import { recordSucceededPayment } from './purchases/payments-store.ts';
import {
  insertIncompleteSubscription,
  updateSubscription,
} from './subscriptions/subscription-store.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Months of sales of a studio for the console's revenue view (demo/studio-payments.ts): the
 * first customer paid the studio's monthly plan for five months and cancelled, the others bought
 * its day pass now and then. Written through the purchases' own stores, each row moving as a
 * purchase moves it (a claim, then paid; cancelled after), dated back from `now`.
 */
export async function seedDemoStudioSales(
  tx: Database,
  studioId: number,
  customers: readonly { id: number }[],
  now: Date,
): Promise<void> {
  const [monthly, daily] = await Promise.all([
    packageOf(tx, studioId, 'monthly'),
    packageOf(tx, studioId, 'daily'),
  ]);
  const [subscriber, ...passBuyers] = customers;
  if (monthly && subscriber) await seedSubscriber(tx, subscriber.id, monthly, now);
  if (daily) await seedPasses(tx, studioId, passBuyers, daily, now);
}

/** A member who paid the studio's monthly plan for five months and cancelled five days ago. */
async function seedSubscriber(tx: Database, userId: number, monthly: PackageRow, now: Date) {
  const start = new Date(now.getTime() - 150 * DAY);
  const ended = new Date(now.getTime() - 5 * DAY);
  const publicId = `sub_demo${userId}`;
  const claim = await insertIncompleteSubscription(
    tx,
    {
      public_id: publicId,
      user_id: userId,
      package_id: monthly.id,
      plan: 'monthly',
      price_cents: monthly.price_cents,
      source: 'demo',
      start_source: null,
      coupon_id: null,
      discounted_payments_left: null,
    },
    start,
  );
  // Its fifth period began 120 days in; the cancel ended it early.
  const lastPeriod = new Date(start.getTime() + 120 * DAY);
  const active = await updateSubscription(
    tx,
    claim,
    {
      status: 'active',
      periods_paid: 5,
      current_period_start: lastPeriod,
      current_period_end: new Date(lastPeriod.getTime() + 30 * DAY),
    },
    start,
  );
  await updateSubscription(
    tx,
    active!,
    { status: 'canceled', canceled_at: ended, ended_at: ended, end_reason: 'cancelled' },
    now,
  );
  for (let period = 1; period <= 5; period++)
    await recordSucceededPayment(tx, {
      userId,
      for: { subscriptionId: claim.id, period },
      amountCents: monthly.price_cents,
      idempotencyKey: `${publicId}:period:${period}`,
      now: new Date(start.getTime() + (period - 1) * 30 * DAY),
    });
}

/** Members who bought the studio's day pass twice each, weeks apart. */
async function seedPasses(
  tx: Database,
  studioId: number,
  buyers: readonly { id: number }[],
  daily: PackageRow,
  now: Date,
) {
  for (const [i, buyer] of buyers.entries()) {
    for (const daysAgo of [20 + i * 40, 70 + i * 40]) {
      const when = new Date(now.getTime() - daysAgo * DAY);
      const pass = await insertPendingPass(tx, {
        userId: buyer.id,
        studioId,
        packageId: daily.id,
        day: when.toISOString().slice(0, 10),
        priceCents: daily.price_cents,
        amountCents: daily.price_cents,
        couponId: null,
        source: null,
        now: when,
      });
      await markPassPaid(tx, pass.id, null, when);
      await recordSucceededPayment(tx, {
        userId: buyer.id,
        for: { dayPassId: pass.id },
        amountCents: daily.price_cents,
        idempotencyKey: `daypass_demo${pass.id}`,
        now: when,
      });
    }
  }
}
