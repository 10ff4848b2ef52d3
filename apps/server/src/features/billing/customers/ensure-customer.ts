import type { BillingDeps } from '../billing-deps.ts';
import { findCustomerId, saveCustomerId } from './customer-store.ts';

/**
 * The user's customer at the payment gateway, made on their first purchase. The idempotency key
 * is the user's, so two first purchases at once make one customer.
 */
export async function ensureCustomer(
  deps: Pick<BillingDeps, 'db' | 'payments' | 'contactOf'>,
  userId: number,
): Promise<string> {
  const { db, payments, contactOf } = deps;
  const known = await findCustomerId(db, userId, payments.kind);
  if (known) return known;
  const user = await contactOf(db, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  const { id } = await payments.createCustomer(
    { email: user.email, name: `${user.first_name} ${user.last_name}`.trim(), userId },
    // The account's creation time keeps keys apart if user ids are ever reused (a reset database).
    `customer:${payments.kind}:user:${userId}:${new Date(user.created_at).getTime()}`,
  );
  await saveCustomerId(db, userId, payments.kind, id);
  return id;
}
