/**
 * The marketing pages' constants and media (spec 1), apart from the forms' texts
 * (marketing-texts.ts): a public page that shows a video or a carousel does not download them.
 */

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
