import { subscriptionSummarySchema, userSchema, type User } from '@jetsweat/contract';

/** A signed-in member with a running subscription, as GET /api/user/me answers (its schema checks it). */
export const member: User = userSchema.parse({
  id: 41,
  email: 'ada@example.com',
  emailConfirmed: true,
  firstName: 'Ada',
  lastName: 'Moss',
  studioId: null,
  accountType: 'general',
  accessType: null,
  userType: 'member',
  isCustomer: true,
  entitled: true,
  birthday: null,
  weight: null,
  gender: null,
  activityLevel: null,
  liveReminderMinutes: 60,
  subscription: subscriptionSummarySchema.parse({ active: true, packageId: 'monthly' }),
});
