import { billingTexts } from '@jetsweat/contract';
import type { BillingDeps } from '../billing-deps.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { mappedGatewayErrors } from '../../../platform/payments/gateway-errors.ts';
import { createPurchaseFlow, type PurchaseOutcome } from '../purchases/purchase-flow.ts';
import {
  newSubscription,
  subscriptionPackage,
  subscriptionPurchase,
} from './subscription-purchase-kind.ts';
import type { SubscriptionRow } from './subscription-store.ts';
import { prepareWalletIntent } from './prepare-wallet-intent.ts';

export type Outcome = PurchaseOutcome<SubscriptionRow>;

export type SubscribeFlow = ReturnType<typeof createSubscribeFlow>;

/**
 * Buying a subscription: POST /api/user/subscribe, its wallet variant, and finishing purchases
 * that the buyer's bank or the server left unfinished, all through the purchase flow
 * (purchases/purchase-flow.ts). A repeat, a retry or a second tab never charges twice; a failed charge
 * leaves no subscription behind.
 */
export function createSubscribeFlow(deps: BillingDeps) {
  const flow = createPurchaseFlow(deps, subscriptionPurchase(deps));

  return {
    /** POST /api/user/subscribe[/{studio}]. */
    async subscribe(
      userId: number,
      body: {
        packageId: string;
        token?: string | undefined;
        promo?: string | undefined;
        paymentIntentId?: string | undefined;
        source: string;
      },
      studioName?: string,
    ): Promise<Outcome> {
      const pkg = await subscriptionPackage(deps, body.packageId, studioName);
      const source = body.paymentIntentId ?? body.token ?? null;
      const purchase = newSubscription(deps, userId, pkg, {
        source,
        promo: body.promo,
        origin: body.source || 'website',
      });
      return mappedGatewayErrors(() =>
        flow.purchase({
          ...purchase,
          beforeNew: () => {
            // A wallet's payment names a purchase that is gone (failed, replaced, reaped).
            if (body.paymentIntentId) throw badRequest(billingTexts.paymentExpired);
          },
        }),
      );
    },

    /**
     * POST /api/user/subscription/payment-intent: claims the purchase and answers an intent for
     * the browser to confirm with a wallet's card (a setup intent when the plan starts with a trial).
     */
    prepareIntent: (userId: number, body: { packageId: string; promo?: string | undefined }) =>
      mappedGatewayErrors(() => prepareWalletIntent(deps, flow, userId, body)),

    /**
     * Purchases left unfinished (the server stopped mid-way, a buyer never answered their bank):
     * finished if the money arrived, else dropped. An authentication may wait a day.
     */
    reapStale: flow.reapStale,

    /** A payment or setup the browser finished (webhook or sandbox): completes or drops the purchase. */
    settleFromEvent: flow.settleFromEvent,
  };
}
