import type { Queryable } from '../../platform/db.ts';

/** A studio's day pass price: a few price points, so the demo shows prices coming from the studio. */
const DAY_PRICES = [799, 999, 1299, 1499] as const;

export const demoCoupons = [
  // Makes any order free: 'Sweet, this class is on us!'
  {
    code: 'FREECLASS',
    description: 'A free class, day pass or first payment',
    percent_off: 100,
    amount_off_cents: null,
    duration: 'once',
    duration_in_months: null,
    applies_to: 'all',
    redeem_by: null,
    max_redemptions: null,
  },
  {
    code: 'WELCOME20',
    description: '20% off your first three months',
    percent_off: 20,
    amount_off_cents: null,
    duration: 'repeating',
    duration_in_months: 3,
    applies_to: 'subscription',
    redeem_by: null,
    max_redemptions: 1000,
  },
  {
    code: 'TAKE5',
    description: '$5 off a day pass or live class',
    percent_off: null,
    amount_off_cents: 500,
    duration: 'once',
    duration_in_months: null,
    applies_to: 'all',
    redeem_by: null,
    max_redemptions: null,
  },
  {
    code: 'SUMMER2024',
    description: 'Summer 2024: 50% off',
    percent_off: 50,
    amount_off_cents: null,
    duration: 'once',
    duration_in_months: null,
    applies_to: 'all',
    redeem_by: '2024-09-01T04:00:00Z',
    max_redemptions: null,
  },
] as const;

export const demoProducts = [
  {
    id: 1,
    title: 'The JetSweat 30-day plan (e-mail guide)',
    type: 'email',
    credit_type: null,
    price_cents: 0,
    package_id: null,
    description: 'A month of workouts, sent to your inbox.',
  },
  {
    id: 2,
    title: 'JetSweat Monthly',
    type: 'subscription',
    credit_type: null,
    price_cents: 1999,
    package_id: 'jetsweat_monthly',
    description: 'Unlimited workouts, billed monthly.',
  },
  {
    id: 3,
    title: 'Live class credit',
    type: 'credit',
    credit_type: 'live',
    price_cents: 1000,
    package_id: 'jetsweat_class',
    description: 'One live class of your choice.',
  },
  {
    id: 4,
    title: 'On-demand class credit',
    type: 'credit',
    credit_type: 'ondemand',
    price_cents: 500,
    package_id: null,
    description: 'One on-demand class, yours to keep.',
  },
] as const;

/**
 * Every demo studio sells its own plans (its key plus _yearly/_monthly, or _yearly2/_monthly2 for
 * the studio with suffix '2') and a day pass; plus demo coupons and the products the
 * purchase-confirmation screen shows. JetSweat's own plans come with the migration.
 */
export async function seedDemoBilling(tx: Queryable): Promise<void> {
  const studios = await tx.query<{ id: number; short_name: string; package_suffix: string }>(
    'SELECT id, short_name, package_suffix FROM studios ORDER BY id',
  );
  for (const [i, s] of studios.entries()) {
    const suffix = s.package_suffix;
    await tx.query(
      `INSERT INTO packages (id, studio_id, kind, title, price_cents, trial_days) VALUES
         ($1, $4, 'yearly', 'Annual plan', 23999, 7),
         ($2, $4, 'monthly', 'Monthly plan', 1999, 7),
         ($3, $4, 'daily', 'Day Pass', $5, 0)`,
      [
        `${s.short_name}_yearly${suffix}`,
        `${s.short_name}_monthly${suffix}`,
        `${s.short_name}_daily`,
        s.id,
        DAY_PRICES[i % DAY_PRICES.length],
      ],
    );
  }
  for (const c of demoCoupons) {
    await tx.query(
      `INSERT INTO coupons (code, description, percent_off, amount_off_cents, duration, duration_in_months, applies_to, redeem_by, max_redemptions)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        c.code,
        c.description,
        c.percent_off,
        c.amount_off_cents,
        c.duration,
        c.duration_in_months,
        c.applies_to,
        c.redeem_by,
        c.max_redemptions,
      ],
    );
  }
  for (const p of demoProducts) {
    await tx.query(
      'INSERT INTO products (id, title, type, credit_type, description, price_cents, package_id) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [p.id, p.title, p.type, p.credit_type, p.description, p.price_cents, p.package_id],
    );
  }
}
