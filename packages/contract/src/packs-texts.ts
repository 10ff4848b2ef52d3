/**
 * Class packs and intro offers (issue 54, item 1): what members and studio staff read about them.
 * Without zod, so a page that only shows texts downloads none.
 */

/** "5 classes", "1 class". */
export const classCount = (n: number) => `${n} class${n === 1 ? '' : 'es'}`;

export const packTexts = {
  title: 'Class packs',
  introBadge: 'Intro offer',
  introNote: 'For new customers of this studio, once.',
  validFor: (days: number) => `Use within ${days} day${days === 1 ? '' : 's'} of buying.`,
  creditsLeft: (left: number, total: number) => `${left} of ${classCount(total)} left`,
  expires: (day: string) => `Expires ${day}`,
  expired: 'Expired',
  noPacks: 'You have no class packs yet.',
  bookWithCredit: (left: number) => `Book with a class credit (${left} left)`,
  bookedWithCredit: 'Booked with a class credit.',
  creditBack: 'Your class credit is back in your pack.',
  packNotFound: 'That class pack is not for sale.',
  introTaken: 'The intro offer is for new customers of this studio, once.',
  noCredit: 'You have no class credits left for this studio. Buy a class pack to book with one.',
  packPaid: (name: string) => `${name} is yours: book its classes from the schedule.`,
  purchaseKeyRequired: 'Please press Buy again.',
  // The console's pack editor.
  nameRequired: 'Please give the pack a name.',
  creditsRange: 'A pack holds 1 to 100 classes.',
  priceRange: 'The price must be between $0 and $10,000.',
  validRange: 'A pack is valid for 1 to 730 days.',
} as const;
