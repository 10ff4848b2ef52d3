import type { Deps } from '../../../platform/deps.ts';
import { currentSubscription } from '../subscriptions/subscription-store.ts';
import { findCustomerId } from './customer-store.ts';

/** A member's saved card at the gateway, for an off-session charge. */
export interface CardOnFile {
  customerId: string;
  paymentMethodId: string;
}

/**
 * The card on file: the one their subscription renews with (saved on their gateway customer when
 * they subscribed, or changed since). Undefined when they have none (a day pass saves no card).
 */
export async function cardOnFile(
  { db, payments }: Pick<Deps, 'db' | 'payments'>,
  userId: number,
): Promise<CardOnFile | undefined> {
  const sub = await currentSubscription(db, userId);
  if (!sub?.payment_method_id) return undefined;
  const customerId = await findCustomerId(db, userId, payments.kind);
  return customerId ? { customerId, paymentMethodId: sub.payment_method_id } : undefined;
}
