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

/** What billing needs of an account: whom to bill and mail, and which studio's brand to use. */
export function findBillingContact(
  db: Database,
  userId: number,
): Promise<
  | {
      email: string;
      first_name: string;
      last_name: string;
      studio_id: number | null;
      created_at: Date;
    }
  | undefined
> {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'studio_id', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
