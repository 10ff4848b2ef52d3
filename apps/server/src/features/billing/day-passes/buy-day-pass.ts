import {
  accountTexts,
  addDays,
  billingTexts,
  easternDay,
  type DayPassView,
} from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import type { BillingDeps } from '../billing-deps.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import { mappedGatewayErrors } from '../../../platform/payments/gateway-errors.ts';
import { studioRecords } from '../../studios/service.ts';
import { dayPassOn, insertPendingPass, type DayPassRow } from './day-pass-store.ts';
import { dayPassPurchase } from './day-pass-purchase-kind.ts';
import { packageOf, type PackageRow } from '../packages/package-store.ts';
import {
  createPurchaseFlow,
  type NewPurchase,
  type PurchaseOutcome,
} from '../purchases/purchase-flow.ts';
import { openSubscription } from '../subscriptions/subscription-store.ts';

export type DayPassOutcome = PurchaseOutcome<DayPassView>;

export const DAY_PASS_DAYS_AHEAD = 90;

/** A new day-pass purchase for the flow: the claim is a pending pass for that day. */
function newDayPass(
  deps: Pick<Deps, 'db' | 'clock'>,
  p: {
    userId: number;
    pkg: PackageRow;
    day: string;
    source: string | null;
    promo: string | undefined;
  },
): NewPurchase<DayPassRow> {
  const { userId, pkg, day, source } = p;
  return {
    userId,
    source,
    promo: p.promo,
    price: { amount: pkg.price_cents, packageId: pkg.id },
    existing: () => dayPassOn(deps.db, userId, day),
    oneAtATime: 'day_passes_one_per_day',
    needsCard: (quote) => (quote?.newAmount ?? pkg.price_cents) > 0,
    insert: (tx, quote) =>
      insertPendingPass(tx, {
        userId,
        studioId: pkg.studio_id,
        packageId: pkg.id,
        day,
        priceCents: pkg.price_cents,
        amountCents: quote?.newAmount ?? pkg.price_cents,
        couponId: quote?.coupon.id ?? null,
        source,
        now: deps.clock.now(),
      }),
    couponReference: (pass) => `daypass:${pass.id}`,
  };
}

/**
 * Day passes: one payment for unlimited workouts on one Eastern-Time day, bought through the
 * purchase flow (purchases/purchase-flow.ts): one pass per person per day, never charged twice, and a
 * failed charge deletes the pass.
 */
export function createDayPasses(deps: BillingDeps) {
  const { db, clock } = deps;
  const flow = createPurchaseFlow(deps, dayPassPurchase(deps));

  const byDay = (userId: number, day: string) => dayPassOn(db, userId, day);

  /** The day asked for, checked: today or later, at most 90 days ahead, and not already covered. */
  async function passDay(userId: number, passDate: string | null | undefined): Promise<string> {
    const today = easternDay(clock.now());
    const day = passDate ?? today;
    if (day < today) throw badRequest(billingTexts.dayPassPast);
    if (day > addDays(today, DAY_PASS_DAYS_AHEAD)) throw badRequest(billingTexts.dayPassTooFar);
    const sub = await openSubscription(db, userId);
    if (sub && (sub.status === 'trialing' || sub.status === 'active') && !sub.cancel_at_period_end)
      throw conflict(billingTexts.dayPassNotNeeded);
    return day;
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
      const studio = body.studioId ? await studioRecords.byId(db, body.studioId) : undefined;
      if (body.studioId && !studio) throw notFound(accountTexts.unknownStudio);
      const pkg = await packageOf(db, studio?.id ?? null, 'daily');
      if (!pkg) throw notFound(billingTexts.unknownPackage);
      const day = await passDay(userId, body.passDate);
      const source = body.paymentMethodId ?? body.token ?? null;
      const purchase = newDayPass(deps, { userId, pkg, day, source, promo: body.promo });
      return mappedGatewayErrors(() => flow.purchase(purchase));
    },

    settleFromEvent: flow.settleFromEvent,
    reapStale: flow.reapStale,

    /** The pass that entitles the person at `now`, if they hold one for today in Eastern Time. */
    today: (userId: number) => byDay(userId, easternDay(clock.now())),
  };
}
