import {
  liveClassSchema,
  subscriptionSummarySchema,
  userSchema,
  videoSchema,
  workoutSchema,
  workoutVideoSchema,
  type LiveClass,
  type User,
  type Video,
  type Workout,
} from '@jetsweat/contract';

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

/** An on-demand class, as the library's lists and GET /api/video/{id} carry it. */
export const pilatesClass: Video = videoSchema.parse({
  id: 981,
  slug: 'core-pilates-flow',
  title: 'Core Pilates Flow',
  summary: 'Thirty minutes on the mat for the deep core.',
  studioId: 3,
  studioName: 'Pilates Co',
  studioShortName: 'pilates-co',
  studioLogo: '',
  instructor: 'Mia Lund',
  instructorImage: '',
  classType: 'Pilates',
  equipment: ['None'],
  level: 'Intermediate',
  bodyFocus: 'Core',
  limitations: [],
  targetMucles: [],
  duration: 1800,
  calorieBurn: 210,
  mhr: null,
  poster: '',
  publishedAt: '2026-11-02T15:00:00.000Z',
  favoriteId: null,
});

/** The on-demand class above on the member's calendar: next year, March 5 at 7:30 AM local time. */
export const scheduledWorkout: Workout = workoutSchema.parse({
  id: 501,
  when: new Date(new Date().getFullYear() + 1, 2, 5, 7, 30).toISOString(),
  status: 'scheduled',
  programId: null,
  programTitle: null,
  videoId: pilatesClass.id,
  liveClassId: null,
  video: workoutVideoSchema.parse(pilatesClass),
  liveClass: null,
});

/** A live class three days from now with seats left, as the live schedule lists it. */
export const eveningLiveClass: LiveClass = liveClassSchema.parse({
  id: 12,
  scheduledDatetime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  title: 'Evening Flow',
  description: 'An hour of flowing pilates.',
  instructor: 'Mia Lund',
  minutesDuration: 60,
  classType: 'Pilates',
  level: 'Intermediate',
  studioId: 3,
  studioName: 'Pilates Co',
  studioShortName: 'pilates-co',
  studioLogo: '',
  isOnJetsweat: 1,
  price: 15,
  product: { availability: null },
  capacity: 10,
  seatsLeft: 4,
  bookingClosesAt: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(),
});
