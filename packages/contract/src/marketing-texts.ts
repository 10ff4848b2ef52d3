export const marketingTexts = {
  newsletterThanks:
    'Thanks! Please open the link we just e-mailed you to get fresh workouts and studio news.',
  newsletterConfirmed: 'You are on the list for fresh workouts and studio news. Thank you!',
  newsletterConfirmUnknown:
    'That confirmation link is not valid or has expired. Please sign up for the newsletter again.',
  unsubscribed: 'You are unsubscribed. You will get no more newsletters from us.',
  unsubscribeUnknown: 'That unsubscribe link is not valid.',

  contactThanks:
    'Thanks for your message! Our team will answer you by e-mail within one business day.',
  demoRequestThanks:
    'Thanks! Our team will be in touch within one business day to set up your demo.',
  mailFailed:
    'We saved your message but could not send it on just now. Please try again in a few minutes.',
  nameMissing: 'Please enter your name.',
  nameTooLong: 'Your name is too long (at most 100 characters).',
  messageMissing: 'Please write your message.',
  messageTooLong: 'Your message is too long (at most 5,000 characters).',
  organisationMissing: 'Please enter the name of your organisation.',
  organisationTooLong: 'The organisation name is too long (at most 200 characters).',
  sizeMissing: 'Please choose the size of your organisation.',
  requestIdInvalid: 'The form is out of date. Please reload the page and try again.',
  staffOnly: 'Only JetSweat staff can read messages from visitors.',
} as const;

/** Sizes a demo request can give for the organisation (people covered). */
export const ORGANISATION_SIZES = ['1-49', '50-249', '250-999', '1,000-4,999', '5,000+'] as const;
export type OrganisationSize = (typeof ORGANISATION_SIZES)[number];

/** The pages for organisations; a demo request says which one it came from. */
export const DEMO_AUDIENCES = ['healthplans', 'employers', 'schools'] as const;
export type DemoAudience = (typeof DEMO_AUDIENCES)[number];

/** Behaviour constants the specification names for the marketing pages. */
export const marketingConstants = {
  carouselIntervalMs: 4000,
  carouselStepDegrees: 60,
  carouselBrands: 6,
  swipeThresholdPx: 50,
  exploreLogosPerPage: 6,
  liveFrameHeightPx: 600,
  modalKeyScrollPx: 20,
  campusTitleBreakpointPx: 625,
} as const;

/** The three value points of the promo landings (accounts spec 2.2). */
export const promoValuePoints = [
  'Exclusive access to top boutique studios',
  'Programs that schedule your workouts week by week',
  'Real-time performance tracking and motivation',
] as const;

/** Demo media made by scripts/demo-media/make-videos.mjs. */
export const siteMedia = {
  homeBackground: '/media/videos/home-background/index.m3u8',
  homeBackgroundPoster: '/media/videos/home-background/poster.jpg',
  sizzleReel: '/media/videos/sizzle-reel/index.m3u8',
  sizzleReelPoster: '/media/videos/sizzle-reel/poster.jpg',
  liveDemo: '/media/videos/live-demo/index.m3u8',
  liveDemoPoster: '/media/videos/live-demo/poster.jpg',
} as const;
