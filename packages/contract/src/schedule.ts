import { z } from 'zod';
import { idSchema, MAX_ID } from './ids.ts';
import { classTypes } from './studio-keys.ts';
import { classLevels } from './videos-constants.ts';
import { scheduleTexts, workoutStatuses } from './schedule-texts.ts';
import { cancelPolicyFields, cancelPolicySchema } from './booking-policies.ts';
import { queryDaySchema, videoSchema } from './videos.ts';

const cents = z
  .number({ message: 'The amount must be a whole number of cents.' })
  .int('The amount must be a whole number of cents.')
  .min(0, 'The amount cannot be negative.')
  .max(10_000_000, 'The amount is too large.');
const code = z.string().trim().max(100, 'That code is too long.');

/** A live class as every schedule call describes it. Times are ISO instants in UTC. */
export const liveClassSchema = z.object({
  id: z.number().int(),
  scheduledDatetime: z.string(),
  title: z.string(),
  description: z.string(),
  instructor: z.string(),
  minutesDuration: z.number().int(),
  /** What kind of class and for whom; null when the studio has not said. */
  classType: z.enum(classTypes).nullable(),
  level: z.enum(classLevels).nullable(),
  studioId: z.number().int(),
  studioName: z.string(),
  studioShortName: z.string(),
  /** '' when the studio has no logo; the page shows the default one. */
  studioLogo: z.string(),
  /** 1: shown on the main site; 0: only on the studio's own site. */
  isOnJetsweat: z.union([z.literal(0), z.literal(1)]),
  /** In dollars; null when no price is set (the default price applies). */
  price: z.number().nullable(),
  /** availability 1 is personal training. */
  product: z.object({ availability: z.number().int().nullable() }),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  /**
   * Until when the class can be booked (and so joined by someone who books now): its end, or
   * earlier when its studio's booking policy says so (class-times.ts).
   */
  bookingClosesAt: z.string(),
  /** Its studio's cancellation window and fees (issue 54, item 2), told at booking and cancelling. */
  cancelPolicy: cancelPolicySchema,
});
export type LiveClass = z.infer<typeof liveClassSchema>;

/** A live class as a logged-in person sees it: with whether they have booked it. */
export const memberLiveClassSchema = liveClassSchema.extend({
  booked: z.boolean(),
  /** On the class's waitlist (a full class; docs/decisions/0051-bookings-a-member-controls.md). */
  waiting: z.boolean().optional(),
  /**
   * A seat is held for this member: offered from the waitlist, or their card payment under way.
   * The class counts it as taken (it may show Full), yet it is theirs to pay for and book.
   */
  seatHeld: z.boolean().optional(),
});
export type MemberLiveClass = z.infer<typeof memberLiveClassSchema>;

/**
 * GET /api/liveclass/upcoming/{liveClassId}/booking-terms: how this member would book the class,
 * asked when they press Book, so the page chooses its next step (the schedule, or the payment
 * dialog) without being refused first (issue 56, point 6). The booking routes still answer 402
 * to a caller who books a class they must pay for.
 */
export const bookingTermsSchema = z.object({
  liveClassId: z.number().int(),
  /** They hold a booked seat in it already. */
  booked: z.boolean(),
  /** Their plan or day pass (or staff status on its studio's site) includes it: no payment. */
  included: z.boolean(),
});
export type BookingTerms = z.infer<typeof bookingTermsSchema>;

export const paidWithSchema = z.enum(['subscription', 'card', 'coupon', 'free', 'pack']);
export const liveBookingSchema = z.object({
  liveClassId: z.number().int(),
  /** In cents. */
  amount: z.number().int(),
  paidWith: paidWithSchema,
  promo: z.string().nullable(),
  bookedAt: z.string(),
});
export type LiveBooking = z.infer<typeof liveBookingSchema>;

/** GET /api/liveclass/purchased: content.purchased. */
export const purchasedLiveClassSchema = liveClassSchema.extend({ booking: liveBookingSchema });
export type PurchasedLiveClass = z.infer<typeof purchasedLiveClassSchema>;
export const purchasedAnswerSchema = z.object({ purchased: z.array(purchasedLiveClassSchema) });

export const publicLiveClassesQuerySchema = z.object({
  studioId: idSchema('studio id').optional(),
});
export const liveClassParamsSchema = z.object({ id: idSchema('class id') });
export const liveClassIdParamsSchema = z.object({ liveClassId: idSchema('class id') });

/** POST /api/liveclass/upcoming/payment-intent (spec 3: amount in cents). */
export const liveClassPaymentIntentBodySchema = z.object({
  amount: cents,
  studioId: idSchema('studio id'),
  liveClassId: idSchema('class id'),
  coupon: code.nullable().optional(),
});
export const liveClassPaymentIntentAnswerSchema = z.object({
  client_secret: z.string(),
  id: z.string(),
  amount: z.number().int(),
});

/** POST /api/liveclass/upcoming/{liveClassId}/confirmation (paymentIntentId null when free). */
export const liveClassConfirmationBodySchema = z.object({
  amount: cents,
  studioId: idSchema('studio id'),
  paymentIntentId: z.string().trim().min(1).max(255).nullable(),
  promo: code.nullable().optional(),
  liveClassId: idSchema('class id').optional(),
});
export const liveClassConfirmationAnswerSchema = z.object({
  booking: liveBookingSchema,
  liveClass: liveClassSchema,
  workoutId: z.number().int(),
});
export type LiveClassConfirmation = z.infer<typeof liveClassConfirmationAnswerSchema>;

/** DELETE /api/liveclass/purchased/{liveClassId}: the booking cancelled, refunded when paid. */
export const cancelBookingAnswerSchema = z.object({
  liveClassId: z.number().int(),
  refunded: z.boolean(),
  message: z.string(),
});
export type CancelBookingAnswer = z.infer<typeof cancelBookingAnswerSchema>;

/** PUT and DELETE /api/liveclass/upcoming/{liveClassId}/waitlist. */
export const waitlistAnswerSchema = z.object({
  liveClassId: z.number().int(),
  waiting: z.boolean(),
  message: z.string(),
});
export type WaitlistAnswer = z.infer<typeof waitlistAnswerSchema>;

export const workoutStatusSchema = z.enum(workoutStatuses);
export type WorkoutStatus = z.infer<typeof workoutStatusSchema>;

/**
 * POST /api/workout/add: videoId is null for a live class. The web app's scheduling forms check
 * their day and time first with scheduleClassFormSchema and scheduleProgramFormSchema (forms.ts,
 * zod's small build like every form's own rules), the same window the service enforces
 * (isSchedulableTime, scheduleTexts.whenOutOfWindow).
 */
export const addWorkoutBodySchema = z
  .object({
    authUserInfo: z.object({ id: z.number().int() }).partial().optional(),
    videoId: z.number().int().positive().max(MAX_ID).nullable().optional(),
    liveClassId: z.number().int().positive().max(MAX_ID).nullable().optional(),
    /** Ours: the program this class is scheduled as part of (on-demand classes only). */
    programId: z.number().int().positive().max(MAX_ID).nullable().optional(),
    /** Ours (issue 54): book the live class with a credit of the member's class pack. */
    usePack: z.boolean().optional(),
    status: z
      .literal('scheduled', { message: "A new workout's status is 'scheduled'." })
      .default('scheduled'),
    when: z.iso
      .datetime({ offset: true, message: 'Please give the time as an ISO date and time.' })
      .optional(),
  })
  .refine((b) => (b.videoId == null) !== (b.liveClassId == null), {
    message: 'Please choose one class to schedule: a video or a live class.',
  })
  .refine((b) => b.programId == null || b.videoId != null, {
    message: 'Only on-demand classes are scheduled as part of a program.',
  })
  .refine((b) => !b.usePack || b.liveClassId != null, {
    message: 'A class credit books a live class.',
  });

/** An on-demand class on a person's schedule (spec: Workout.video). */
export const workoutVideoSchema = videoSchema.pick({
  id: true,
  title: true,
  instructor: true,
  summary: true,
  duration: true,
  poster: true,
  classType: true,
  studioName: true,
});

/** A workout on a person's schedule (spec: Workout). */
export const workoutSchema = z.object({
  id: z.number().int(),
  when: z.string(),
  status: workoutStatusSchema,
  programId: z.number().int().nullable(),
  /** The title of the program it was scheduled as part of (spec 3: derived from the program list). */
  programTitle: z.string().nullable(),
  videoId: z.number().int().nullable(),
  liveClassId: z.number().int().nullable(),
  video: workoutVideoSchema.nullable(),
  liveClass: z
    .object({
      id: z.number().int(),
      studioId: z.number().int(),
      title: z.string(),
      description: z.string(),
      instructor: z.string(),
      minutesDuration: z.number().int(),
    })
    .nullable(),
});
export type Workout = z.infer<typeof workoutSchema>;

/**
 * POST /api/workout/dailyWorkout (payload not in the specification): the member's workouts of
 * `date` (default today, Eastern Time), earliest first; content[0] is the day's workout.
 */
export const dailyWorkoutBodySchema = z
  .object({
    date: queryDaySchema.optional(),
    authUserInfo: z.object({ id: z.number().int() }).partial().optional(),
  })
  .strict()
  .prefault({});
export const dailyWorkoutAnswerSchema = z.array(workoutSchema);

/** The calendar reaches back to this day (spec 9). */
export const WORKOUT_CALENDAR_FIRST_DAY = '2000-01-01';

/**
 * POST /api/workout/myWorkout: the member's workouts from fromDate through toDate (Eastern Time
 * days; default today to one year ahead), earliest first, and how many are in each status. `when`
 * is sent by the specification's clients and not needed.
 */
export const myWorkoutBodySchema = z
  .object({
    fromDate: queryDaySchema.optional(),
    toDate: queryDaySchema.optional(),
    when: z.string().max(40).optional(),
    authUserInfo: z.object({ id: z.number().int() }).partial().optional(),
  })
  .strict()
  .prefault({})
  .refine((b) => !b.fromDate || !b.toDate || b.fromDate <= b.toDate, {
    message: scheduleTexts.workoutDatesReversed,
  })
  .refine((b) => !b.fromDate || b.fromDate >= WORKOUT_CALENDAR_FIRST_DAY, {
    message: scheduleTexts.workoutDatesTooEarly,
  });
export type MyWorkoutBody = z.input<typeof myWorkoutBodySchema>;
export const myWorkoutAnswerSchema = z.object({
  workouts: z.array(workoutSchema),
  /** How many of the range's workouts are in each status: the calendar's monthly totals. */
  status: z.object({
    scheduled: z.number().int(),
    completed: z.number().int(),
    skipped: z.number().int(),
  }),
});
export type MyWorkouts = z.infer<typeof myWorkoutAnswerSchema>;

const lateBookingMessage =
  'Booking may close from 0 to 600 minutes after a class starts, or stay open until it ends.';
/**
 * A studio's booking policy (issue 51, item 1): how many minutes after a class starts it can still
 * be booked and joined; null keeps booking open until the class ends (the default).
 * GET and PUT /api/console/studios/{studioId}/booking-policy.
 */
export const bookingPolicySchema = z.object({
  /** The cancellation window and fees (issue 54, item 2; booking-policies.ts). */
  ...cancelPolicyFields,
  lateBookingMinutes: z
    .number({ message: lateBookingMessage })
    .int(lateBookingMessage)
    .min(0, lateBookingMessage)
    .max(600, lateBookingMessage)
    .nullable(),
});
export type BookingPolicy = z.infer<typeof bookingPolicySchema>;
