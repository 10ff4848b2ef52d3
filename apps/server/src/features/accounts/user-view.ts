import type { User } from '@jetsweat/contract';
import type { Queryable } from '../../platform/db.ts';
import { subscriptionSummary } from '../billing/subscription-summary.ts';
import type { UserRow } from './store.ts';

/** The current-user object the web app keeps, built from the stored row. */
export async function userView(
  q: Queryable,
  row: UserRow,
  now: Date,
  authToken?: string,
): Promise<User> {
  return {
    id: row.id,
    ...(authToken ? { authToken } : {}),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    studioId: row.studio_id,
    accountType: row.account_type,
    accessType: row.access_type,
    userType: row.user_type,
    isCustomer: row.is_customer,
    birthday: row.birthday,
    weight: row.weight,
    gender: row.gender,
    subscription: await subscriptionSummary(q, row.id, now),
  };
}
