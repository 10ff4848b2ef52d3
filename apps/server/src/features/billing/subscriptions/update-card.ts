import { cardTexts, lifecycleTexts, type RequiresAction } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import type { BillingDeps } from '../billing-deps.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { CardError, type SavedCard } from '../../../platform/payments/gateway.ts';
import { gatewayHttpError } from '../../../platform/payments/gateway-errors.ts';
import { ensureCustomer } from '../customers/ensure-customer.ts';
import type { Renewals } from '../renewals/renew-subscription.ts';
import { changed, changeSubscription, mine, type Changed } from './change-subscription.ts';
import {
  subscriptionById,
  updateSubscription,
  type SubscriptionRow,
} from './subscription-store.ts';

const authenticate = (clientSecret: string): RequiresAction => ({
  requiresAction: true,
  clientSecret,
  amountCents: 0,
});

/** The second half of a card change whose bank asked the buyer to authenticate. */
async function authenticatedCard(
  deps: Deps,
  row: SubscriptionRow,
  setupIntentId: string,
): Promise<SavedCard | RequiresAction> {
  const { db, clock, payments } = deps;
  if (row.pending_intent_id !== setupIntentId) throw badRequest(lifecycleTexts.cardChangeExpired);
  const si = await payments.retrieveSetupIntent(setupIntentId);
  if (si.status === 'requires_action') return authenticate(si.clientSecret);
  await updateSubscription(db, row, { pending_intent_id: null }, clock.now());
  if (si.status !== 'succeeded' || !si.paymentMethodId)
    throw new CardError(si.lastError?.message ?? cardTexts.declined, 'card_declined');
  return payments.describeCard(si.paymentMethodId);
}

/** A new card saved and checked with the bank off-session (the bank may ask to authenticate). */
async function checkedCard(
  deps: Deps,
  row: SubscriptionRow,
  customerId: string,
  token: string,
): Promise<SavedCard | RequiresAction> {
  const { db, clock, payments } = deps;
  const key = `${row.public_id}:card:${token}`;
  const saved = await payments.attachCard(customerId, token, `${key}:attach`);
  const si = await payments.createSetupIntent(
    {
      customerId,
      paymentMethodId: saved.paymentMethodId,
      metadata: { subscription: row.public_id, purpose: 'card' },
    },
    `${key}:setup`,
  );
  if (si.status === 'requires_action') {
    await updateSubscription(db, row, { pending_intent_id: si.id }, clock.now());
    return authenticate(si.clientSecret);
  }
  if (si.status !== 'succeeded')
    throw new CardError(si.lastError?.message ?? cardTexts.declined, 'card_declined');
  return saved;
}

/**
 * The card a subscriber asks to pay renewals with, checked with the bank (and authenticated, when
 * the bank asks, with the buyer present), or what the browser must do first.
 */
async function newCard(
  deps: BillingDeps,
  row: SubscriptionRow,
  body: { token?: string | undefined; setupIntentId?: string | undefined },
): Promise<SavedCard | RequiresAction> {
  const customerId = await ensureCustomer(deps, row.user_id);
  try {
    return body.setupIntentId
      ? await authenticatedCard(deps, row, body.setupIntentId)
      : await checkedCard(deps, row, customerId, body.token!);
  } catch (err) {
    throw gatewayHttpError(err);
  }
}

/**
 * A new card for renewals, checked with the bank (and authenticated, when the bank asks, with the
 * buyer present). A past-due subscription is charged again at once.
 */
export async function updateCard(
  deps: BillingDeps,
  renewals: Renewals,
  userId: number,
  body: { token?: string | undefined; setupIntentId?: string | undefined },
): Promise<Changed | RequiresAction> {
  const saved = await newCard(deps, await mine(deps, userId), body);
  if ('requiresAction' in saved) return saved;
  const { row: updated } = await changeSubscription(deps, userId, () => ({
    payment_method_id: saved.paymentMethodId,
    card_brand: saved.card.brand,
    card_last4: saved.card.last4,
  }));
  if (updated.status !== 'past_due') return changed(deps, updated);
  await renewals.charge(updated);
  return changed(deps, (await subscriptionById(deps.db, updated.id)) ?? updated);
}

/** The card renewals are paid with, as the subscriber sees it. */
export async function paymentSource(deps: Deps, userId: number) {
  const row = await mine(deps, userId);
  return {
    card: row.card_last4 ? { brand: row.card_brand ?? 'card', last4: row.card_last4 } : null,
  };
}
