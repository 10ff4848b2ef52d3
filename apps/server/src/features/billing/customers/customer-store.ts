import type { Database } from '../../../platform/db/database.ts';

/** The person's customer id at a gateway, if they have one there. */
export async function findCustomerId(
  db: Database,
  userId: number,
  gateway: 'sandbox' | 'stripe',
): Promise<string | undefined> {
  const row = await db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .where('gateway', '=', gateway)
    .executeTakeFirst();
  return row?.customer_id;
}

/** Keeps the first customer id made for the person at a gateway (a racing second one is ignored). */
export async function saveCustomerId(
  db: Database,
  userId: number,
  gateway: 'sandbox' | 'stripe',
  customerId: string,
): Promise<void> {
  await db
    .insertInto('billing_customers')
    .values({ user_id: userId, gateway, customer_id: customerId })
    .onConflict((oc) => oc.columns(['user_id', 'gateway']).doNothing())
    .execute();
}
