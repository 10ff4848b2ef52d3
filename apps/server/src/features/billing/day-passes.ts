import {
  accountTexts,
  addDays,
  billingTexts,
  easternDay,
  type DayPassView,
  type RequiresAction,
} from '@jetsweat/contract';
import { isUniqueViolation, one } from '../../platform/db.ts';
import type { Deps } from '../../platform/deps.ts';
import {
  badRequest,
  conflict,
  HttpError,
  notFound,
  paymentRequired,
} from '../../platform/errors.ts';
import { CardError, GatewayRequestError, type Intent } from '../../platform/payments/gateway.ts';
import { recordPurchaseEvent } from '../../platform/product-events.ts';
import { findStudioById } from '../studios/store.ts';
import { billingMail, recipientOf } from './billing-mail.ts';
import { quoteCoupon, redeemCoupon, releaseCoupon, type CouponQuote } from './coupons.ts';
import { ensureCustomer } from './customers.ts';
import { packageOf, type PackageRow } from './packages.ts';
import { openSubscription } from './subscription-store.ts';

interface DayPassRow {
  id: number;
  user_id: number;
  studio_id: number | null;
  package_id: string;
  pass_date: string;
  status: 'pending' | 'paid';
  price_cents: number;
  amount_cents: number;
  coupon_id: number | null;
  start_source: string | null;
  intent_id: string | null;
  updated_at: Date;
}

export type DayPassOutcome =
  { kind: 'done'; pass: DayPassView } | { kind: 'action'; action: RequiresAction };

const IN_FLIGHT_MS = 2 * 60 * 1000;
export const DAY_PASS_DAYS_AHEAD = 90;

const view = (p: DayPassRow): DayPassView => ({
  id: p.id,
  passDate: p.pass_date,
  studioId: p.studio_id,
  packageId: p.package_id,
  amountCents: p.amount_cents,
  status: p.status,
});

/**
 * Day passes: one payment for unlimited workouts on one Eastern-Time day. One pass per person per
 * day (a database constraint); the charge's idempotency key is the pass's id, so a repeat of the
 * purchase never charges twice; a failed charge deletes the pass.
 */
export function createDayPasses(deps: Deps) {
  const { db, payments, clock } = deps;

  const byDay = (userId: number, day: string) =>
    one<DayPassRow>(db, 'SELECT * FROM day_passes WHERE user_id = $1 AND pass_date = $2', [
      userId,
      day,
    ]);

  async function claim(
    userId: number,
    pkg: PackageRow,
    day: string,
    quote: CouponQuote | null,
    source: string | null,
  ): Promise<DayPassRow> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const rows = await tx.query<DayPassRow>(
        `INSERT INTO day_passes (user_id, studio_id, package_id, pass_date, status, price_cents, amount_cents, coupon_id, start_source, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $9) RETURNING *`,
        [
          userId,
          pkg.studio_id,
          pkg.id,
          day,
          pkg.price_cents,
          quote?.newAmount ?? pkg.price_cents,
          quote?.coupon.id ?? null,
          source,
          now,
        ],
      );
      const pass = rows[0]!;
      if (quote)
        await redeemCoupon(tx, {
          couponId: quote.coupon.id,
          userId,
          purpose: 'daypass',
          reference: `daypass:${pass.id}`,
          now,
        });
      return pass;
    });
  }

  async function run(pass: DayPassRow, source: string | null): Promise<DayPassOutcome> {
    if (pass.amount_cents === 0) return { kind: 'done', pass: await markPaid(pass, null) };
    const key = `daypass:${pass.id}`;
    try {
      const customerId = await ensureCustomer(deps, pass.user_id);
      const saved = await payments.attachCard(customerId, source!, `${key}:attach`);
      await db.query(
        `INSERT INTO payments (user_id, purpose, day_pass_id, amount_cents, status, idempotency_key, created_at, updated_at)
         VALUES ($1, 'daypass', $2, $3, 'pending', $4, $5, $5) ON CONFLICT (idempotency_key) DO NOTHING`,
        [pass.user_id, pass.id, pass.amount_cents, key, clock.now()],
      );
      const pi = await payments.createPaymentIntent(
        {
          amount: pass.amount_cents,
          customerId,
          paymentMethodId: saved.paymentMethodId,
          confirm: true,
          description: `Day Pass for ${pass.pass_date}`,
          metadata: { dayPass: String(pass.id), userId: String(pass.user_id), purpose: 'daypass' },
        },
        key,
      );
      return await settle(pass, pi, saved.card.last4);
    } catch (err) {
      if (err instanceof CardError) return fail(pass, err.message, 402);
      if (err instanceof GatewayRequestError && err.statusCode === 400)
        return fail(pass, err.message, 400);
      throw err;
    }
  }

  async function settle(
    pass: DayPassRow,
    intent: Intent,
    last4: string | null = null,
  ): Promise<DayPassOutcome> {
    if (intent.status === 'succeeded')
      return { kind: 'done', pass: await markPaid(pass, intent.id, last4) };
    if (
      intent.status === 'requires_action' ||
      intent.status === 'processing' ||
      intent.status === 'requires_confirmation'
    ) {
      await db.query('UPDATE day_passes SET intent_id = $2, updated_at = $3 WHERE id = $1', [
        pass.id,
        intent.id,
        clock.now(),
      ]);
      if (intent.status !== 'requires_action') throw conflict(billingTexts.purchaseInProgress);
      return {
        kind: 'action',
        action: {
          requiresAction: true,
          clientSecret: intent.clientSecret,
          amountCents: pass.amount_cents,
        },
      };
    }
    return fail(pass, intent.lastError?.message ?? billingTexts.unableToCompletePayment, 402);
  }

  async function markPaid(
    pass: DayPassRow,
    intentId: string | null,
    last4: string | null = null,
  ): Promise<DayPassView> {
    const now = clock.now();
    const paid = await db.transaction(async (tx) => {
      const rows = await tx.query<DayPassRow>(
        "UPDATE day_passes SET status = 'paid', intent_id = coalesce($2, intent_id), updated_at = $3 WHERE id = $1 AND status = 'pending' RETURNING *",
        [pass.id, intentId, now],
      );
      if (rows.length === 0) return undefined;
      await tx.query(
        "UPDATE payments SET status = 'succeeded', intent_id = $2, updated_at = $3 WHERE day_pass_id = $1 AND status = 'pending'",
        [pass.id, intentId, now],
      );
      await recordPurchaseEvent(
        tx,
        {
          userId: pass.user_id,
          product: 'daypass',
          amountCents: pass.amount_cents,
          item: { packageId: pass.package_id },
        },
        now,
      );
      return rows[0];
    });
    if (!paid) {
      const fresh = await one<DayPassRow>(db, 'SELECT * FROM day_passes WHERE id = $1', [pass.id]);
      if (!fresh) throw conflict(billingTexts.purchaseInProgress);
      return view(fresh);
    }
    await billingMail.dayPass(deps, await recipientOf(db, pass.user_id, pass.studio_id), {
      day: pass.pass_date,
      chargedCents: pass.amount_cents,
      last4,
    });
    return view(paid);
  }

  async function discard(pass: DayPassRow, reason: string): Promise<void> {
    if (pass.intent_id) await payments.cancelPaymentIntent(pass.intent_id).catch(() => undefined);
    await db.transaction(async (tx) => {
      await tx.query(
        "UPDATE payments SET status = 'failed', failure_message = $2, updated_at = $3 WHERE day_pass_id = $1 AND status = 'pending'",
        [pass.id, reason, clock.now()],
      );
      const gone = await tx.query(
        "DELETE FROM day_passes WHERE id = $1 AND status = 'pending' RETURNING id",
        [pass.id],
      );
      if (gone.length > 0 && pass.coupon_id)
        await releaseCoupon(tx, {
          couponId: pass.coupon_id,
          userId: pass.user_id,
          purpose: 'daypass',
        });
    });
  }

  async function fail(pass: DayPassRow, message: string, status: 400 | 402): Promise<never> {
    await discard(pass, message);
    throw status === 402 ? paymentRequired(message) : badRequest(message);
  }

  /** A pass for that day exists: a repeat answers it, an unfinished one is finished or dropped. */
  async function resume(
    existing: DayPassRow,
    source: string | null,
  ): Promise<DayPassOutcome | null> {
    const sameSource = source !== null && source === existing.start_source;
    if (existing.status === 'paid') {
      if (sameSource) return { kind: 'done', pass: view(existing) };
      throw conflict(billingTexts.dayPassTaken(existing.pass_date));
    }
    if (existing.intent_id) {
      const intent = await payments.retrievePaymentIntent(existing.intent_id);
      if (sameSource || intent.status === 'succeeded' || intent.status === 'processing')
        return settle(existing, intent);
      await discard(existing, 'Replaced by a new purchase.');
      return null;
    }
    if (clock.now().getTime() - new Date(existing.updated_at).getTime() < IN_FLIGHT_MS)
      throw conflict(billingTexts.purchaseInProgress);
    if (sameSource) return run(existing, source);
    await discard(existing, 'Replaced by a new purchase.');
    return null;
  }

  return {
    /** POST /api/user/daypass/purchase. */
    async purchase(
      userId: number,
      body: {
        token?: string | undefined;
        paymentMethodId?: string | undefined;
        studioId?: number | null | undefined;
        passDate?: string | null | undefined;
        promo?: string | undefined;
      },
    ): Promise<DayPassOutcome> {
      const studio = body.studioId ? await findStudioById(db, body.studioId) : undefined;
      if (body.studioId && !studio) throw notFound(accountTexts.unknownStudio);
      const pkg = await packageOf(db, studio?.id ?? null, 'daily');
      if (!pkg) throw notFound(billingTexts.unknownPackage);
      const today = easternDay(clock.now());
      const day = body.passDate ?? today;
      if (day < today) throw badRequest(billingTexts.dayPassPast);
      if (day > addDays(today, DAY_PASS_DAYS_AHEAD)) throw badRequest(billingTexts.dayPassTooFar);
      const sub = await openSubscription(db, userId);
      if (
        sub &&
        (sub.status === 'trialing' || sub.status === 'active') &&
        !sub.cancel_at_period_end
      ) {
        throw conflict(billingTexts.dayPassNotNeeded);
      }
      const source = body.paymentMethodId ?? body.token ?? null;
      for (let round = 0; round < 3; round++) {
        const existing = await byDay(userId, day);
        if (existing) {
          const outcome = await resume(existing, source);
          if (outcome) return outcome;
          continue;
        }
        let quote: CouponQuote | null;
        try {
          quote = body.promo
            ? await quoteCoupon(db, body.promo, {
                purpose: 'daypass',
                amount: pkg.price_cents,
                packageId: pkg.id,
                userId,
                now: clock.now(),
              })
            : null;
        } catch (err) {
          // The same purchase, sent twice at once, redeemed the code a moment ago: answer as its repeat.
          if (
            err instanceof HttpError &&
            err.message === billingTexts.couponAlreadyUsed &&
            (await byDay(userId, day))
          )
            continue;
          throw err;
        }
        if ((quote?.newAmount ?? pkg.price_cents) > 0 && !source)
          throw badRequest(billingTexts.cardRequired);
        let pass: DayPassRow;
        try {
          pass = await claim(userId, pkg, day, quote, source);
        } catch (err) {
          if (isUniqueViolation(err, 'day_passes_one_per_day')) continue;
          throw err;
        }
        return run(pass, source);
      }
      throw conflict(billingTexts.purchaseInProgress);
    },

    /** The bank's answer arrived (webhook or sandbox): finish the pass, or refund a stray payment. */
    async settleFromEvent(intent: Intent): Promise<void> {
      const id = Number(intent.metadata.dayPass);
      if (!id || intent.object !== 'payment_intent') return;
      const pass = await one<DayPassRow>(db, 'SELECT * FROM day_passes WHERE id = $1', [id]);
      if (pass?.status === 'pending') {
        if (intent.status === 'succeeded' || intent.lastError)
          await settle(pass, intent).catch(() => undefined);
        return;
      }
      const paidWithIt = pass?.intent_id === intent.id;
      if (intent.status === 'succeeded' && !paidWithIt)
        await payments.refund({ paymentIntentId: intent.id }, `refund:${intent.id}`);
    },

    /** Passes left unfinished: finished if the money arrived, else dropped (authentication may wait a day). */
    async reapStale(): Promise<number> {
      const now = clock.now().getTime();
      const stale = await db.query<DayPassRow>(
        "SELECT * FROM day_passes WHERE status = 'pending' AND updated_at < $1",
        [new Date(now - 30 * 60 * 1000)],
      );
      let reaped = 0;
      for (const pass of stale) {
        const intent = pass.intent_id
          ? await payments.retrievePaymentIntent(pass.intent_id).catch(() => null)
          : null;
        if (intent?.status === 'succeeded') await settle(pass, intent).catch(() => undefined);
        else if (
          intent?.status === 'requires_action' &&
          now - new Date(pass.updated_at).getTime() < 24 * 60 * 60 * 1000
        )
          continue;
        else await discard(pass, 'The purchase was not completed.');
        reaped++;
      }
      return reaped;
    },

    /** The pass that entitles the person at `now`, if they hold one for today in Eastern Time. */
    today: (userId: number) => byDay(userId, easternDay(clock.now())),
  };
}
