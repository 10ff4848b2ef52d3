/**
 * The studio console's money texts and limits (issue 25, point 5): coupons, prices and revenue.
 * Kept apart from zod so a page downloads only what it uses.
 */
export const moneyTexts = {
  codeTaken: 'That code is taken. Please choose another.',
  limitBelowUsed: (used: number) =>
    `The limit cannot be below the ${used} redemption${used === 1 ? '' : 's'} already made.`,
  expiryInPast: 'The expiry must be in the future.',
  couponNotFound: 'We could not find that coupon at this studio.',
  packageNotFound: 'We could not find that package at this studio.',
  couponCreated: 'Coupon created. Members can use it at checkout.',
  couponSaved: 'Coupon saved.',
  priceSaved: 'Price saved. New purchases pay it; existing subscriptions keep their price.',
  refundsOwedTitle: 'Refunds still owed',
  refundsOwedIntro:
    'Live-class refunds the payment gateway has not made yet. They are asked for again automatically until they go through.',
  noRefundsOwed: 'No refunds are owed: every live-class refund has been made.',
} as const;

/** Why each owed refund is given back, as the console says it. */
export const refundReasonNames = {
  full: 'Class full while paying',
  already: 'Paid for a class already booked',
  started: 'Paid after the class started',
  cancelled: 'Booking cancelled',
} as const;

/** A studio's prices: at least a dollar, at most this (cents), so a typo cannot charge $10,000. */
export const MAX_PRICE_CENTS = 99_999;
export const MIN_PRICE_CENTS = 100;
/** The largest fixed discount (cents) and redemption limit a studio may set. */
export const MAX_AMOUNT_OFF_CENTS = 99_999;
export const MAX_COUPON_REDEMPTIONS = 100_000;
/** Months a studio's revenue view covers, newest last. */
export const REVENUE_MONTHS = 12;

/** The kinds of line the revenue view and its CSV show, in order. */
export const revenueKinds = ['subscription', 'daypass', 'liveclass', 'refund'] as const;
export const revenueKindNames = {
  subscription: 'Subscriptions',
  daypass: 'Day passes',
  liveclass: 'Live classes',
  refund: 'Refunds',
} as const;
