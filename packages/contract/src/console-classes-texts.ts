/** The console's live-class texts and limits (issue 25, point 3), without zod. */
export const consoleClassTexts = {
  titleRequired: 'Please give the class a title.',
  titleTooLong: 'The title may be at most 200 characters.',
  descriptionTooLong: 'The description may be at most 2000 characters.',
  classTypeInvalid: 'Please choose a class type from the list.',
  levelInvalid: 'Please choose a level from the list.',
  startsAtInvalid: 'Please enter a date and time, like 2026-12-01 18:30.',
  startsAtPast: 'The class must start in the future.',
  minutesInvalid: 'The length must be between 5 and 600 minutes.',
  instructorRequired: 'Please choose an instructor.',
  instructorUnknown: 'That instructor does not teach at this studio.',
  capacityInvalid: 'The capacity must be a whole number from 1 to 1000.',
  capacityBelowBookings: 'The capacity cannot be below the seats already booked.',
  personalOneSeat: 'Personal training has exactly one seat.',
  priceInvalid: 'The price must be between $0 and $1,000.',
  weeksInvalid: 'Repeat for 1 to 26 weeks.',
  classNotFound: 'We could not find that class.',
  classCancelled: 'This class was cancelled and cannot be changed.',
  classStarted: 'This class has started and cannot be changed.',
  instructorsCannotEdit:
    "Instructors see their classes and rosters; the studio's admins edit them.",
  notYourClass: 'This is not one of your classes.',
} as const;

export const CONSOLE_CLASS_LIMITS = {
  title: 200,
  description: 2000,
  minutes: 600,
  capacity: 1000,
  priceCents: 100_000,
  weeks: 26,
} as const;
