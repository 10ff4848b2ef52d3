/**
 * How long a seat is kept for someone paying by card before it is offered again: counted from the
 * hold's first claim, so asking for the payment again does not extend it.
 */
export const LIVE_CLASS_HOLD_MINUTES = 15;
/**
 * The most seats one member holds at once while paying
 * (docs/decisions/0035-seat-holds-that-end.md).
 */
export const LIVE_CLASS_MAX_HELD_SEATS = 3;
/** The most holds one member starts for one class in a day without paying. */
export const LIVE_CLASS_HOLDS_PER_CLASS_PER_DAY = 3;
/** The most live-class payments one member starts in an hour. */
export const LIVE_CLASS_PAYMENT_STARTS_PER_HOUR = 10;

/**
 * A booked class can be cancelled until this many hours before it starts
 * (docs/decisions/0051-bookings-a-member-controls.md): a paid class is refunded, a class in the
 * plan frees its seat.
 */
export const LIVE_CLASS_CANCEL_CUTOFF_HOURS = 2;
/** How long the first waiting member has to pay for a seat freed in a paid class. */
export const LIVE_CLASS_WAITLIST_OFFER_MINUTES = 60;

/** Texts the specification quotes for the live schedule and live-class booking, and our own. */
export const scheduleTexts = {
  heading: 'Live Class Schedule',
  intro: "Book a livestream class and we'll add it to your schedule",
  groupTab: 'Group Sessions',
  personalTab: 'Personal Training',
  book: 'Book',
  booked: 'Booked',
  bookedLinkLabel: 'Booked: see your upcoming classes',
  /**
   * A class under way that the visitor has not booked and whose studio stopped taking bookings
   * (its booking policy); until then it offers Join, which books and enters the room.
   */
  bookingClosedShort: 'Booking closed',
  /** A class under way (issue 51, item 1): its badge, and the button into its room. */
  liveNow: 'Live now',
  join: 'Join',
  addToCalendar: 'Add to calendar',
  notBooked: 'You have not booked this class.',
  noResultsTitle: 'No Results',
  noResults:
    "We're sorry, there are no classes scheduled for that day! Search for another date or start your free trial to browse our On-Demand classes.",
  startFreeTrial: 'Start Free Trial',
  startFree: 'Start Free',
  loginLink: 'Already have an account? Log in here!',
  alreadySubscribedTitle: "You're already a subscriber!",
  /** Under that heading (the specification's): the news itself. */
  addedToSchedule: 'Booked: the class is on your schedule.',
  paymentTitle: 'Confirm live class booking',
  orderSummaryTitle: 'See you there!',
  alreadyRegisteredTitle: "You're already registered",
  alreadyRegistered: 'You are already registered for this class.',
  classFull: 'Sorry, this class is full. Please choose another class.',
  classFullRefunded:
    'Sorry, the last seat in this class was taken while you were paying. Your payment has been refunded.',
  classFullRefundOnItsWay:
    'Sorry, the last seat in this class was taken while you were paying. Your refund is on its way.',
  classNotFound: 'We could not find that live class.',
  bookingClosed: 'Booking for this class has closed.',
  notEntitled:
    'This live class is for subscribers and for people who booked it. Book it on the live schedule to join.',
  bookFirst: 'Please book this class on the live schedule first.',
  wrongAmount: 'The price of this class has changed. Please reload the page and try again.',
  wrongStudio: 'That class belongs to another studio.',
  intentNotYours: 'That payment belongs to someone else.',
  paymentNotFound: 'We could not find that payment.',
  alreadyRegisteredRefunded:
    'You are already registered for this class, so this payment has been refunded.',
  alreadyRegisteredRefundOnItsWay:
    'You are already registered for this class, so this payment is given back. Your refund is on its way.',
  bookingClosedRefunded:
    'This class started before your payment went through, so the payment has been refunded.',
  bookingClosedRefundOnItsWay:
    'This class started before your payment went through, so the payment is given back. Your refund is on its way.',
  includedInPlan: 'This class is included in your plan: add it to your schedule without paying.',
  noPaymentNeeded: 'There is nothing to pay for this class: confirm the booking without a card.',
  intentOtherClass: 'That payment was made for another class.',
  paymentNotComplete: 'The payment has not gone through, so the class was not booked.',
  notFree: 'This class is not free. Please pay for it with a card.',
  notYourAccount: 'You can only add workouts to your own schedule.',
  videoNotInProgram: 'That class is not part of that program.',
  whenOutOfWindow: 'Please choose a time from now to one year ahead.',
  chooseWhen: 'Please choose a day and time.',
  chooseFirstDay: 'Please choose the day to start on.',
  chooseTime: 'Please choose a time.',
  workoutDatesReversed: 'The start date must not be after the end date.',
  workoutDatesTooEarly: 'The calendar starts on 2000-01-01.',
  workoutDatesTooLate: 'The calendar reaches one year ahead of today.',
  joinClass: 'Join Live Class',
  tooManyHolds: `You are already holding seats in ${LIVE_CLASS_MAX_HELD_SEATS} classes while paying. Finish one of those payments, or wait until its hold ends (${LIVE_CLASS_HOLD_MINUTES} minutes at most), then try again.`,
  holdsPerClassUsedUp:
    'You have started paying for this class several times without finishing. Please try again tomorrow, or contact us if something is not working.',
  cancelPolicy: `You can cancel a booking up to ${LIVE_CLASS_CANCEL_CUTOFF_HOURS} hours before the class starts: a paid class is refunded to your card, a class in your plan gives its seat back.`,
  cancelBooking: 'Cancel booking',
  cancelConfirmTitle: 'Cancel this booking?',
  cancelConfirmPaid:
    'The class is taken off your schedule and your payment is refunded to your card.',
  cancelConfirmIncluded:
    'The class is taken off your schedule and its seat is given to someone else.',
  cancelConfirm: 'Yes, cancel it',
  keepBooking: 'Keep my booking',
  cancelled: 'Your booking is cancelled.',
  cancelledRefunded: 'Your booking is cancelled and your payment has been refunded.',
  /** The gateway did not refund at once: the refund's job pays it (issue 50, item 5). */
  cancelledRefundOnItsWay: 'Your booking is cancelled. Your refund is on its way.',
  cancelTooLate: `A booking can only be cancelled until ${LIVE_CLASS_CANCEL_CUTOFF_HOURS} hours before the class starts.`,
  spotsLeft: (n: number) => (n === 1 ? '1 spot left' : `${n} spots left`),
  full: 'Full',
  joinWaitlist: 'Join waitlist',
  leaveWaitlist: 'Leave waitlist',
  onWaitlist: 'On the waitlist',
  waitlistJoined: 'You are on the waitlist. We will e-mail you if a seat is freed.',
  waitlistLeft: 'You have left the waitlist.',
  waitlistNotFull: 'This class still has seats: book it instead of waiting.',
  waitlistAlreadyBooked: 'You have booked this class already.',
  waitlistAlreadyWaiting: 'You are on the waitlist for this class already.',
  notWaiting: 'You are not on the waitlist for this class.',
  seatKeptForYou: 'A seat is kept for you: book it to pay and take it.',
  personalPriceConfirm: (price: string) =>
    `This personal training session costs ${price}. Nothing is charged until you confirm with Pay ${price}.`,
  tooManyPaymentStarts:
    'You have started too many payments in the last hour. Please wait a while and try again.',
} as const;

/** The statuses of a workout on a person's schedule; a missing (null) status is 'scheduled'. */
export const workoutStatuses = ['scheduled', 'completed', 'skipped'] as const;

/** The calendar and the schedule page reach one year ahead of today (spec 9). */
export const WORKOUT_WINDOW_DAYS = 366;
/** A time just gone (a minute at most, for clocks that differ) still counts as now. */
const SCHEDULE_GRACE_MS = 60_000;

/**
 * Whether an on-demand class may be scheduled at `at` (ms): from now to WORKOUT_WINDOW_DAYS ahead.
 * The server refuses anything else (scheduleTexts.whenOutOfWindow); the forms check it first.
 */
export function isSchedulableTime(at: number, now: number): boolean {
  return at >= now - SCHEDULE_GRACE_MS && at <= now + WORKOUT_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

/** A live class with no price set costs $10 (spec 9). */
export const LIVE_CLASS_DEFAULT_PRICE_CENTS = 1000;
/** A product availability of 1 is personal training: one person, one seat. */
export const PERSONAL_TRAINING_AVAILABILITY = 1;
/** The join entry point opens this long before the class starts. */
export const LIVE_CLASS_JOIN_OPENS_MINUTES = 10;

/** The price in cents charged for a class whose price (in dollars) may be unset. */
export function liveClassPriceCents(priceInDollars: number | null): number {
  return priceInDollars === null
    ? LIVE_CLASS_DEFAULT_PRICE_CENTS
    : Math.round(priceInDollars * 100);
}
