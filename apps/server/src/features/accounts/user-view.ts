import type { User } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { siteAccess, subscriptionSummary } from '../billing/service.ts';
import { effectiveProfile } from '../profile/service.ts';
import type { UserRow } from './store.ts';

/**
 * The current-user object the web app keeps, built from the stored row, for the site the request
 * came to: `isCustomer` and `entitled` are decided here, by the server, for that site and moment.
 */
export async function userView(
  db: Database,
  row: UserRow,
  siteStudioId: number | null,
  now: Date,
  authToken?: string,
): Promise<User> {
  const access = await siteAccess(db, { id: row.id, userType: row.user_type }, siteStudioId, now);
  return {
    id: row.id,
    ...(authToken ? { authToken } : {}),
    email: row.email,
    emailConfirmed: row.email_confirmed_at !== null,
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
    maxHeartRate: row.max_heart_rate,
    leaderboardShow: row.leaderboard_show,
    liveReminderMinutes: row.live_reminder_minutes,
    profile: effectiveProfile(row, now),
    subscription: await subscriptionSummary(db, row.id, now),
  };
}
