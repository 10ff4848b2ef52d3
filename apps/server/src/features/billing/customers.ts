import type { Deps } from '../../platform/deps.ts';
import { one } from '../../platform/db.ts';

/**
 * The user's customer at the payment gateway, made on their first purchase. The idempotency key
 * is the user's, so two first purchases at once make one customer.
 */
export async function ensureCustomer(
  deps: Pick<Deps, 'db' | 'payments'>,
  userId: number,
): Promise<string> {
  const { db, payments } = deps;
  const known = await one<{ customer_id: string }>(
    db,
    'SELECT customer_id FROM billing_customers WHERE user_id = $1 AND gateway = $2',
    [userId, payments.kind],
  );
  if (known) return known.customer_id;
  const user = await one<{
    email: string;
    first_name: string;
    last_name: string;
    created_at: Date;
  }>(db, 'SELECT email, first_name, last_name, created_at FROM users WHERE id = $1', [userId]);
  if (!user) throw new Error(`user ${userId} not found`);
  const { id } = await payments.createCustomer(
    { email: user.email, name: `${user.first_name} ${user.last_name}`.trim(), userId },
    // The account's creation time keeps keys apart if user ids are ever reused (a reset database).
    `customer:${payments.kind}:user:${userId}:${new Date(user.created_at).getTime()}`,
  );
  await db.query(
    'INSERT INTO billing_customers (user_id, gateway, customer_id) VALUES ($1, $2, $3) ON CONFLICT (user_id, gateway) DO NOTHING',
    [userId, payments.kind, id],
  );
  return id;
}
