import type { User } from '@jetsweat/contract';
import type { Queryable } from '../../platform/db.ts';
import { siteAccess } from '../billing/entitlement.ts';
import { subscriptionSummary } from '../billing/subscription-summary.ts';
import type { UserRow } from './store.ts';

/**
 * The current-user object the web app keeps, built from the stored row, for the site the request
 * came to: `isCustomer` and `entitled` are decided here, by the server, for that site and moment.
 */
export async function userView(
  q: Queryable,
  row: UserRow,
  siteStudioId: number | null,
  now: Date,
  authToken?: string,
): Promise<User> {
  const access = await siteAccess(q, { id: row.id, userType: row.user_type }, siteStudioId, now);
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
    isCustomer: access.customer,
    entitled: access.entitled,
    birthday: row.birthday,
    weight: row.weight,
    gender: row.gender,
    activityLevel: row.activity_level,
    subscription: await subscriptionSummary(q, row.id, now),
  };
}
