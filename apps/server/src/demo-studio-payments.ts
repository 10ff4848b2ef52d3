import type { Database } from './platform/db/database.ts';
import { findUserIdsByEmails, insertSeededUsers } from './features/accounts/store.ts';
import { hashPassword } from './features/accounts/passwords.ts';
import { recordSucceededPayment } from './features/billing/purchases/payments-store.ts';
import { DEMO_INSTRUCTOR_PASSWORD } from './demo-instructors.ts';
import { DEMO_ADMIN_STUDIOS } from './demo-studio-admins.ts';

/** The demo customers of a studio with an admin: three members who bought its plan or pass. */
const customerEmail = (shortName: string, n: number) =>
  `customer${n}.${shortName}@jetsweat.example`;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Some months of payments for the two demo studios with an admin (issue 25, point 5), so the
 * console's revenue view has something to show: three customer accounts each, one who paid the
 * studio's monthly plan for five months and then cancelled, two who bought its day pass now and
 * then. Written where purchases write them (subscriptions, day_passes, payments) and dated back
 * from `now`; added once, when the studio's first customer account is missing.
 */
export async function seedDemoStudioPayments(
  tx: Database,
  studios: readonly { id: number; shortName: string }[],
  now: Date,
): Promise<void> {
  const chosen = studios.filter((s) =>
    (DEMO_ADMIN_STUDIOS as readonly string[]).includes(s.shortName),
  );
  for (const studio of chosen) {
    const emails = [1, 2, 3].map((n) => customerEmail(studio.shortName, n));
    if ((await findUserIdsByEmails(tx, emails)).length > 0) continue;
    const passwordHash = await hashPassword(DEMO_INSTRUCTOR_PASSWORD);
    const users = await insertSeededUsers(
      tx,
      emails.map((email, i) => ({
        email,
        firstName: 'Casey',
        lastName: `Customer ${i + 1}`,
        passwordHash,
      })),
      now,
    );
    const packages = await tx
      .selectFrom('packages')
      .select(['id', 'kind', 'price_cents'])
      .where('studio_id', '=', studio.id)
      .where('active', '=', true)
      .execute();
    const monthly = packages.find((p) => p.kind === 'monthly');
    const daily = packages.find((p) => p.kind === 'daily');
    const [subscriber, ...passBuyers] = users;
    if (monthly && subscriber) await seedSubscriber(tx, subscriber.id, monthly, now);
    if (daily) await seedPasses(tx, studio.id, passBuyers, daily, now);
  }
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
