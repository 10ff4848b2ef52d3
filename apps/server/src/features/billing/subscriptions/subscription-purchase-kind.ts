import { accountTexts, billingTexts, cardTexts, plans } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import type { BillingDeps } from '../billing-deps.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import type { Intent, SavedCard } from '../../../platform/payments/gateway.ts';
import { studioRecords } from '../../studios/service.ts';
import { sandboxId } from '../../../platform/payments/sandbox-cards.ts';
import {
  discounted,
  discountedPayments,
  findCouponById,
  type CouponQuote,
} from '../coupons/redeem-coupon.ts';
import { ensureCustomer } from '../customers/ensure-customer.ts';
import { findPackage, type PackageRow } from '../packages/package-store.ts';
import { recordPendingPayment } from '../purchases/payments-store.ts';
import type { Charged, ClaimStore, NewPurchase, PurchaseKind } from '../purchases/purchase-flow.ts';
import { activateSubscription, type FirstCharge } from './activate-subscription.ts';
import {
  deleteIncompleteSubscription,
  insertIncompleteSubscription,
  openSubscription,
  staleIncompleteSubscriptions,
  subscriptionByPublicId,
  updateSubscription,
  type SubscriptionRow,
} from './subscription-store.ts';

/** Trial or not, and what the first charge is: promo codes never combine with the trial (spec 9). */
export function firstCharge(pkg: PackageRow, quote: Pick<CouponQuote, 'newAmount'> | null) {
  const trial = !quote && pkg.trial_days > 0;
  return { trial, amount: trial ? 0 : quote ? quote.newAmount : pkg.price_cents };
}

/** The plan a purchase names, checked: a subscription plan, of the studio named if one is. */
export async function subscriptionPackage(
  deps: Pick<Deps, 'db'>,
  packageId: string,
  studioName: string | undefined,
): Promise<PackageRow> {
  const pkg = await findPackage(deps.db, packageId);
  if (!pkg) throw notFound(billingTexts.unknownPackage);
  if (pkg.kind !== 'yearly' && pkg.kind !== 'monthly')
    throw badRequest(billingTexts.notASubscriptionPackage);
  if (studioName !== undefined && studioName.trim() !== '') {
    const studio = await studioRecords.byName(deps.db, studioName);
    if (!studio) throw notFound(accountTexts.unknownStudio);
    if (pkg.studio_id !== studio.id) throw badRequest(billingTexts.packageNotForStudio);
  }
  return pkg;
}

/** A new subscription purchase for the flow: the claim is an incomplete subscription. */
export function newSubscription(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  pkg: PackageRow,
  p: { source: string | null; promo: string | undefined; origin: string },
): NewPurchase<SubscriptionRow> {
  const plan = pkg.kind as 'yearly' | 'monthly';
  return {
    userId,
    source: p.source,
    promo: p.promo,
    price: { amount: pkg.price_cents, packageId: pkg.id },
    existing: () => openSubscription(deps.db, userId),
    oneAtATime: 'subscriptions_one_open_per_user',
    needsCard: (quote) => {
      const { trial, amount } = firstCharge(pkg, quote);
      return trial || amount > 0;
    },
    insert: (tx, quote) =>
      insertIncompleteSubscription(
        tx,
        {
          public_id: sandboxId('sub', 20),
          user_id: userId,
          package_id: pkg.id,
          plan,
          price_cents: pkg.price_cents,
          source: p.origin,
          start_source: p.source,
          coupon_id: quote?.coupon.id ?? null,
          discounted_payments_left: quote ? discountedPayments(quote.coupon, plan) : null,
        },
        deps.clock.now(),
      ),
    couponReference: (row) => `subscription:${row.public_id}`,
  };
}

/** A subscription's claim is the incomplete subscription: one open subscription per person. */
export const subscriptionClaims: ClaimStore<SubscriptionRow> = {
  intentOf: (row) => row.pending_intent_id,
  finished: (row) => row.status !== 'incomplete',
  async recordIntent(db, row, intent, now) {
    if (row.pending_intent_id !== intent.id)
      await updateSubscription(db, row, { pending_intent_id: intent.id }, now);
  },
  remove: (tx, row) => deleteIncompleteSubscription(tx, row.id),
  stale: staleIncompleteSubscriptions,
  async forEvent(db, intent) {
    const publicId = intent.metadata.subscription;
    if (!publicId) return null;
    return { claim: await subscriptionByPublicId(db, publicId) };
  },
};

/**
 * What is a subscription's own in the purchase flow: the gateway's part (customer, card, then the
 * card check for a trial or the first payment, with idempotency keys made from the subscription's
 * id) and what a succeeded purchase does (activate-subscription.ts).
 */
export function subscriptionPurchase(
  deps: BillingDeps,
): PurchaseKind<SubscriptionRow, SubscriptionRow> {
  return {
    purpose: 'subscription',
    claims: subscriptionClaims,
    ledgerOf: (row) => ({ subscriptionId: row.id }),
    repeats: {
      sameSource: (row, source) =>
        source !== null && (source === row.start_source || source === row.pending_intent_id),
      taken: () => billingTexts.alreadySubscribed,
      refuseOtherOnceSettled: true,
      answerOf: (row) => row,
    },
    charge: (row, source) => charge(deps, row, source),
    finish: async (row, intent) =>
      activateSubscription(deps, row, await chargeOf(deps, row), intent),
    refusalOf: (intent) =>
      intent.status === 'canceled'
        ? billingTexts.unableToCompletePayment
        : (intent.lastError?.message ?? cardTexts.declined),
    eventSettles: (row, intent) => row.pending_intent_id === intent.id || !row.pending_intent_id,
    paidWith: (row) => row !== undefined,
  };
}

/** What the purchase's first charge is, from its plan and coupon as claimed. */
async function chargeOf({ db }: Pick<Deps, 'db'>, row: SubscriptionRow): Promise<FirstCharge> {
  const pkg = await findPackage(db, row.package_id);
  if (!pkg) throw notFound(billingTexts.unknownPackage);
  const coupon = row.coupon_id ? await findCouponById(db, row.coupon_id) : undefined;
  const quote = coupon ? { newAmount: discounted(coupon, row.price_cents) } : null;
  return { pkg, ...firstCharge(pkg, quote) };
}

/** Saves the buyer's card on the customer and on the subscription, for renewals. */
async function saveCard(deps: Deps, row: SubscriptionRow, customerId: string, source: string) {
  const saved: SavedCard = await deps.payments.attachCard(
    customerId,
    source,
    `${row.public_id}:attach`,
  );
  const card = {
    payment_method_id: saved.paymentMethodId,
    card_brand: saved.card.brand,
    card_last4: saved.card.last4,
  };
  return { saved, row: (await updateSubscription(deps.db, row, card, deps.clock.now())) ?? row };
}

/** The gateway's part: customer, card, then the card check (trial) or the first payment. */
async function charge(
  deps: BillingDeps,
  row: SubscriptionRow,
  source: string | null,
): Promise<Charged<SubscriptionRow>> {
  const { payments } = deps;
  const { pkg, trial, amount } = await chargeOf(deps, row);
  const key = row.public_id;
  const customerId = await ensureCustomer(deps, row.user_id);
  const withCard = source ? await saveCard(deps, row, customerId, source) : null;
  const claim = withCard?.row ?? row;
  const charged = (intent: Intent | null) => ({ claim, intent, last4: null });
  const metadata = { subscription: key, userId: String(row.user_id), purpose: 'subscription' };
  const paymentMethodId = withCard?.saved.paymentMethodId;
  if (trial)
    return charged(
      await payments.createSetupIntent({ customerId, paymentMethodId, metadata }, `${key}:setup`),
    );
  if (amount === 0) return charged(null);
  await recordPendingPayment(deps.db, {
    userId: row.user_id,
    for: { subscriptionId: row.id, period: 1 },
    amountCents: amount,
    idempotencyKey: `${key}:period:1`,
    now: deps.clock.now(),
  });
  const description = `${pkg.title} (${plans[row.plan].title.toLowerCase()})`;
  return charged(
    await payments.createPaymentIntent(
      { amount, customerId, paymentMethodId, confirm: true, saveCard: true, description, metadata },
      `${key}:period:1`,
    ),
  );
}
