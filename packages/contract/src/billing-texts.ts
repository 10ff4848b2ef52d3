/** The texts the specification quotes for billing screens and calls (spec 2.7-2.11, 8, 9). */

export const billingTexts = {
  // Plan page (2.7)
  choosePlan: 'Choose Your Plan',
  goToPayment: 'Go to Payment',
  createAccount: 'Create An Account',
  // Billing page (2.8)
  signUpNow: 'Sign up now!',
  billingInformation: 'Billing Information',
  chooseSubscription: 'Choose Your Subscription',
  havePromo: 'I have a promo code',
  couponApplied: 'Coupon Applied!',
  remove: 'REMOVE',
  freeOrder: 'Sweet, this class is on us!',
  confirmOrder: 'Confirm Order',
  processing: 'Processing... ',
  walletNote: 'Promo codes will be applied at checkout.',
  // Errors (8)
  tokenMissing: 'An error occurred and payment information could not be verified.',
  tryAgainOrBank:
    'Please try again in a few minutes or contact your bank to approve the transaction.',
  contactSupport: 'If the problem persists, contact support.',
  contactSupportAt: (host: string) => `If the problem persists, contact support@${host}.`,
  noSuchCoupon: (code: string) => `No such coupon: '${code}'`,
  walletNoSuchCoupon: 'No such coupon exists',
  walletNoIntent: 'There was an issue with Apple Pay please try a credit card.',
  walletCancelled: 'Apple Pay was cancelled. You may try again.',
  unableToCompletePayment: 'Unable to complete payment',
  // Day pass (2.9)
  dayPass: 'Day Pass',
  // Cancel (2.10)
  cancelSubscription: 'Cancel Subscription',
  // Confirmations (2.11)
  subscriptionConfirmedFor: (firstName: string) => `${firstName}, Your Subscription is Confirmed!`,
  subscriptionConfirmed: 'Your Subscription is Confirmed!',
  purchaseConfirmed: 'Your Purchase is Confirmed!',
  checkInbox: 'Check your inbox for a confirmation email.',
  // Server answers
  alreadySubscribed: 'You already have a subscription. Manage it from your account.',
  purchaseInProgress: 'Your purchase is still being processed. Please wait a moment and try again.',
  paymentExpired: 'That payment has expired. Please try again.',
  unknownPackage: 'We could not find that plan.',
  notASubscriptionPackage: 'That package is not a subscription plan.',
  packageNotForStudio: 'That plan belongs to another studio.',
  noSubscription: 'You have no subscription.',
  cardRequired: 'Please enter your card details.',
  couponExpired: 'This promo code has expired.',
  couponUsedUp: 'This promo code has been fully redeemed.',
  couponNotApplicable: 'This promo code cannot be used for this purchase.',
  couponOnlyFor: (code: string, products: string) => `${code} is for ${products} only.`,
  couponAlreadyUsed: 'You have already used this promo code.',
  promoForWhat: 'Please choose what the promo code is for.',
  dayPassTaken: (date: string) => `You already have a day pass for ${date}.`,
  dayPassPast: 'Please choose today or a later date.',
  dayPassTooFar: 'Day passes can be bought up to 90 days ahead.',
  dayPassNotNeeded: 'Your subscription already includes every workout.',
  unknownProduct: 'We could not find that product.',
  noSuchReceipt: 'We could not find that receipt.',
} as const;

/** What the server answers to a subscriber's own changes: cancel, resume, pause, a new card. */
export const lifecycleTexts = {
  notCancelled: 'Your subscription is not cancelled.',
  alreadyEnded: 'Your subscription has already ended.',
  alreadyPaused: 'Your subscription is already paused.',
  notPaused: 'Your subscription is not paused.',
  cannotPause: 'Only a subscription in good standing can be paused. Please update your card first.',
  cardChangeExpired: 'That card change has expired. Please enter your card again.',
} as const;
