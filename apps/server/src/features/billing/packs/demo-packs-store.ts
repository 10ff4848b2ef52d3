import { sql } from 'kysely';
import { packRefundCents } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';

/** What the demo studios sell (issue 54, item 6): two packs and an intro offer each. */
export const demoPacks = [
  { name: '5 Class Pack', credits: 5, price_cents: 7500, valid_days: 60, intro: false },
  { name: '10 Class Pack', credits: 10, price_cents: 14000, valid_days: 120, intro: false },
  { name: 'Intro: 3 classes for $30', credits: 3, price_cents: 3000, valid_days: 30, intro: true },
] as const;

/** The demo's packs for a studio that sells none yet; its packs by name either way. */
export async function insertDemoPacks(
  tx: Database,
  studioId: number,
  now: Date,
): Promise<Map<string, number>> {
  const had = await tx
    .selectFrom('class_packs')
    .select(['id', 'name'])
    .where('studio_id', '=', studioId)
    .execute();
  if (had.length === 0) {
    const made = await tx
      .insertInto('class_packs')
      .values(
        demoPacks.map((p) => ({ ...p, studio_id: studioId, created_at: now, updated_at: now })),
      )
      .returning(['id', 'name'])
      .execute();
    return new Map(made.map((p) => [p.name, p.id]));
  }
  return new Map(had.map((p) => [p.name, p.id]));
}

/**
 * A pack the demo member bought at `paidAt` and has used `used` credits of (paid, not through the
 * gateway: the demo has no card), unless they hold one of that pack already. `refundedAt`: the
 * studio refunded its unused credits then, by the rule of docs/decisions/0114-pack-refunds.md,
 * with a payment reference of the demo's own so its receipt shows the refund.
 */
export async function insertDemoPackPurchase(
  tx: Database,
  p: {
    userId: number;
    studioId: number;
    packId: number;
    used: number;
    paidAt: Date;
    refundedAt?: Date;
  },
): Promise<void> {
  const pack = await tx
    .selectFrom('class_packs')
    .select(['credits', 'price_cents', 'valid_days', 'intro'])
    .where('id', '=', p.packId)
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('pack_purchases')
    .values({
      user_id: p.userId,
      studio_id: p.studioId,
      pack_id: p.packId,
      purchase_key: `demo-pack-${p.packId}`,
      status: 'paid',
      intro: pack.intro,
      credits_total: pack.credits,
      ...(p.refundedAt
        ? {
            status: 'refunded' as const,
            credits_left: 0,
            credits_voided: pack.credits - p.used,
            refund_cents: packRefundCents(pack.price_cents, pack.credits - p.used, pack.credits),
            refunded_at: p.refundedAt,
            intent_id: `pi_demo_pack_${p.packId}`,
            refund_id: `re_demo_pack_${p.packId}`,
          }
        : { credits_left: pack.credits - p.used }),
      price_cents: pack.price_cents,
      amount_cents: pack.price_cents,
      valid_days: pack.valid_days,
      paid_at: p.paidAt,
      expires_at: sql<Date>`${p.paidAt}::timestamptz + ${pack.valid_days} * interval '1 day'`,
      created_at: p.paidAt,
      updated_at: p.refundedAt ?? p.paidAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'purchase_key']).doNothing())
    .execute();
}
