import type { Database } from '../../platform/db/database.ts';
import { recordSucceededPayment } from './purchases/payments-store.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Months of sales of a studio for the console's revenue view (demo/studio-payments.ts): the
 * first customer paid the studio's monthly plan for five months and cancelled, the others bought
 * its day pass now and then. Written where purchases write them (subscriptions, day_passes,
 * payments), dated back from `now`.
 */
export async function seedDemoStudioSales(
  tx: Database,
  studioId: number,
  customers: readonly { id: number }[],
  now: Date,
): Promise<void> {
  const packages = await tx
    .selectFrom('packages')
    .select(['id', 'kind', 'price_cents'])
    .where('studio_id', '=', studioId)
    .where('active', '=', true)
    .execute();
  const monthly = packages.find((p) => p.kind === 'monthly');
  const daily = packages.find((p) => p.kind === 'daily');
  const [subscriber, ...passBuyers] = customers;
  if (monthly && subscriber) await seedSubscriber(tx, subscriber.id, monthly, now);
  if (daily) await seedPasses(tx, studioId, passBuyers, daily, now);
}

type Package = { id: string; price_cents: number };

/** A member who paid the studio's monthly plan for five months and cancelled five days ago. */
async function seedSubscriber(tx: Database, userId: number, monthly: Package, now: Date) {
  const start = new Date(now.getTime() - 150 * DAY);
  const sub = await tx
    .insertInto('subscriptions')
    .values({
      public_id: `sub_demo${userId}`,
      user_id: userId,
      package_id: monthly.id,
      plan: 'monthly',
      status: 'canceled',
      price_cents: monthly.price_cents,
      source: 'demo',
      periods_paid: 5,
      canceled_at: new Date(now.getTime() - 5 * DAY),
      ended_at: new Date(now.getTime() - 5 * DAY),
      end_reason: 'cancelled',
      created_at: start,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let period = 1; period <= 5; period++)
    await recordSucceededPayment(tx, {
      userId,
      for: { subscriptionId: sub.id, period },
      amountCents: monthly.price_cents,
      idempotencyKey: `sub_demo${userId}:period:${period}`,
      now: new Date(start.getTime() + (period - 1) * 30 * DAY),
    });
}

/** Members who bought the studio's day pass twice each, weeks apart. */
async function seedPasses(
  tx: Database,
  studioId: number,
  buyers: readonly { id: number }[],
  daily: Package,
  now: Date,
) {
  for (const [i, buyer] of buyers.entries()) {
    for (const daysAgo of [20 + i * 40, 70 + i * 40]) {
      const when = new Date(now.getTime() - daysAgo * DAY);
      const pass = await tx
        .insertInto('day_passes')
        .values({
          user_id: buyer.id,
          studio_id: studioId,
          package_id: daily.id,
          pass_date: when.toISOString().slice(0, 10),
          status: 'paid',
          price_cents: daily.price_cents,
          amount_cents: daily.price_cents,
          created_at: when,
          updated_at: when,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
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
