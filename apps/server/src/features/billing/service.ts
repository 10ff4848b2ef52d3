import type { SubscriptionAnswer } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import type { BillingDeps, ContactOf } from './billing-deps.ts';
import type { PaymentEvent } from '../../platform/payments/gateway.ts';
import { createDayPasses } from './day-passes/buy-day-pass.ts';
import { createPacks } from './packs/buy-pack.ts';
import { createLifecycle } from './subscriptions/lifecycle.ts';
import { studioPackages } from './packages/list-packages.ts';
import { listProducts } from './packages/list-products.ts';
import { checkPromo } from './coupons/check-promo.ts';
import { createStudioCoupon } from './coupons/create-studio-coupon.ts';
import { listCouponRedemptions } from './coupons/list-coupon-redemptions.ts';
import { listStudioCoupons } from './coupons/list-studio-coupons.ts';
import { updateStudioCoupon } from './coupons/update-studio-coupon.ts';
import { listStudioPackagePrices } from './packages/list-studio-prices.ts';
import { savePackagePrice } from './packages/save-package-price.ts';
import { createReceipts, type LiveClassPaymentsOf } from './receipts/list-receipts.ts';
import { createRenewals } from './renewals/renew-subscription.ts';
import { createSubscribeFlow } from './subscriptions/subscribe.ts';
import { currentSubscription, type SubscriptionRow } from './subscriptions/subscription-store.ts';
import { subscriptionSummary } from './subscriptions/subscription-summary.ts';
import { recordOf } from './subscriptions/subscription-view.ts';

// What other features use of billing, named here so they meet it through its service.
export { CouponAlreadyUsedError, quoteCoupon, redeemCoupon } from './coupons/redeem-coupon.ts';
export {
  accessOnSite,
  entitlingPurchases,
  entitlingPurchasesOf,
  liveClassIncluded,
  siteAccess,
  type LiveClassFacts,
} from './entitlement/entitlement.ts';
export {
  entitlingQuery,
  entitlingRowsOf,
  type EntitlingRows,
} from './entitlement/entitlement-store.ts';
export { subscriptionSummary } from './subscriptions/subscription-summary.ts';
/** Class pack credits, which the schedule takes for a booking and gives back for a cancel in time. */
export {
  giveCreditBack as givePackCreditBack,
  takeCredit as takePackCredit,
  usablePacks,
} from './packs/pack-credits-store.ts';
/** The card a late-cancel or no-show fee is charged to, off-session (issue 54, item 2). */
export { cardOnFile } from './customers/card-on-file.ts';
/** The one purchase executor: the schedule's live-class purchase is a kind of its own. */
export {
  createPurchaseFlow,
  type ClaimRow,
  type ClaimStore,
  type PurchaseFlow,
  type PurchaseKind,
} from './purchases/purchase-flow.ts';

// What the demo data (src/demo) uses of this feature: it reaches features only through their services.
export { insertDemoPackPurchase, insertDemoPacks } from './packs/demo-packs-store.ts';
export { seedDemoStudioSales } from './demo-sales.ts';
export { seedDemoBilling, seedDemoSubscription } from './seed-demo.ts';

/**
 * The studio console's coupons and prices (issue 25, point 5). Each takes the handle to work
 * through: the console asks its access rule first, then writes through its own transaction, so
 * its audit entry is kept in the same one.
 */
export const studioCoupons = {
  list: listStudioCoupons,
  create: createStudioCoupon,
  update: updateStudioCoupon,
  /** With the members' ids: accounts knows their names (accounts uses billing, not the reverse). */
  redemptions: listCouponRedemptions,
};
/** The console's pack editor and pack sales (issue 54, item 1), as studioCoupons. */
export { studioPackEditor as studioPacks } from './packs/studio-packs.ts';
/** The pack and offer sales report's monthly figures (packs/pack-report-store.ts). */
export { packReportFigures } from './packs/pack-report-store.ts';
/** Pack refunds paid by their jobs, with retries (packs/pack-refund-jobs.ts). */
export { startPackRefundJobs } from './packs/pack-refund-jobs.ts';
export const studioPrices = {
  list: listStudioPackagePrices,
  save: savePackagePrice,
};
/** A studio's revenue by month, billing's read model of its ledger and the schedule's takings. */
export { readStudioRevenue, type LiveClassTakingsOf } from './revenue/read-studio-revenue.ts';

export type BillingService = ReturnType<typeof createBillingService>;

export type { LiveClassPaymentsOf } from './receipts/list-receipts.ts';

/**
 * Billing as the routes (and other features) use it: the purchases (subscriptions and day passes,
 * through the one purchase flow), what a subscriber does with their subscription, and the reads.
 * The schedule's live-class card payments, which its receipts list, and accounts' reader of whom
 * to bill and mail (`contactOf`) are handed in (both features use billing, so billing does not
 * import them back).
 */
export function createBillingService(
  platform: Deps,
  livePayments: LiveClassPaymentsOf,
  contactOf: ContactOf,
) {
  const deps: BillingDeps = { ...platform, contactOf };
  const { db, clock } = deps;
  const subscriptions = createSubscribeFlow(deps);
  const dayPasses = createDayPasses(deps);
  const packs = createPacks(deps, livePayments.bookedAtStudio);
  const renewals = createRenewals(deps);

  const recordAnswer = async (userId: number) => {
    const row = await currentSubscription(db, userId);
    return row ? recordOf(db, row, clock.now()) : null;
  };

  return {
    subscriptions,
    dayPasses,
    packs,
    receipts: createReceipts(db, livePayments),
    lifecycle: createLifecycle(deps, renewals),

    /**
     * A payment the browser finished (Stripe's webhook, or the sandbox) completes its purchase
     * even if the browser never calls back, or is refunded when its purchase is gone. The
     * payment-event dispatcher (payment-event-dispatch.ts) hands billing the events of its intents.
     */
    async settleFromEvent(event: PaymentEvent): Promise<void> {
      if (!event.intent) return;
      const purpose = event.intent.metadata.purpose;
      const flow = purpose === 'daypass' ? dayPasses : purpose === 'pack' ? packs : subscriptions;
      await flow.settleFromEvent(event.intent);
    },

    /**
     * One pass of the billing job at the clock's now: trial ends, renewals, retries, cancelled
     * periods ending, and purchases left unfinished (billing-jobs.ts schedules it).
     */
    async runDuePass() {
      const run = await renewals.runDue();
      const reaped =
        (await subscriptions.reapStale()) +
        (await dayPasses.reapStale()) +
        (await packs.reapStale());
      return { ...run, reaped };
    },

    /** The subscription as its record shows it (the answer to a purchase). */
    recordOf: (row: SubscriptionRow) => recordOf(db, row, clock.now()),

    /** GET /api/user/subscription: the summary, the record, and today's day pass. */
    async subscriptionAnswer(userId: number): Promise<SubscriptionAnswer> {
      const [summary, subscription, pass] = await Promise.all([
        subscriptionSummary(db, userId, clock.now()),
        recordAnswer(userId),
        dayPasses.today(userId),
      ]);
      return {
        ...summary,
        subscription,
        dayPass:
          pass?.status === 'paid' ? { date: pass.pass_date, packageId: pass.package_id } : null,
      };
    },

    checkPromo: (body: Parameters<typeof checkPromo>[1], userId: number | undefined) =>
      checkPromo(db, body, userId, clock.now()),
    studioPackages: (shortName: string) => studioPackages(db, shortName),
    products: (ids: number[]) => listProducts(db, ids),
  };
}

/** Who paid a studio, and one member's payments to it (its console's clients). */
export {
  studioBuyerTotals,
  studioPurchasesOf,
  type StudioPurchase,
} from './revenue/studio-buyers-store.ts';

/** Each studio's own sales and the network's plan revenue in a month, for payouts (issue 54). */
export {
  networkPlanRevenueBetween,
  studioSalesBetween,
  type StudioSales,
} from './revenue/payout-figures-store.ts';
