/**
 * The on-demand library's enumerations and constants (spec 9), without zod so pages that only
 * show a label do not download it. The class-type list is `classTypes` in studio-keys.ts.
 */
import { classTypes } from './studio-keys.ts';

export type ClassType = (typeof classTypes)[number];

/** Class types a studio's own catalogue entry may also name, besides the filter list. */
export const studioClassTypes = [...classTypes, 'Mindbody', 'Prenatal & Postnatal'] as const;

/** Equipment a class may use, in the specification's order. 'None' is a class without any. */
export const equipmentOptions = [
  'None',
  'Ballet Barre or Sturdy Chair',
  'Dumbells',
  'Inflatable Ball',
  'Block',
  'Jump Rope',
  'Sliding Discs',
  'Stationary Bike',
  'Treadmill',
  'Resistance Band',
  'Yoga Mat',
  'Barbell',
  'Kettlebell',
  'Foam Roller',
  'Pilates Circle',
  'Step',
  'Ankle Weights',
  'Medicine Ball',
  'Strap',
  'Boxing Gloves',
  'Reformer',
] as const;
export type Equipment = (typeof equipmentOptions)[number];

/** What to use at home instead (spec 9's "hacks"). */
export const equipmentHacks: Partial<Record<Equipment, string>> = {
  'Sliding Discs': 'small towels',
  Block: 'thick books',
  'Ballet Barre or Sturdy Chair': 'a sturdy chair',
};

/** How a piece of equipment is shown: 'None' reads 'No Equipment'. */
export const equipmentLabel = (equipment: Equipment): string =>
  equipment === 'None' ? 'No Equipment' : equipment;

/** The level filter, in the specification's order; 'Any' filters nothing. */
export const difficultyOptions = ['Any', 'Intermediate', 'Beginner', 'Advanced'] as const;
export type Difficulty = (typeof difficultyOptions)[number];
/** The level a class has. */
export const classLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type ClassLevel = (typeof classLevels)[number];

/** The focus filter, in the specification's order; 'Any' filters nothing. */
export const bodyFocusOptions = [
  'Any',
  'Upper Body',
  'Core',
  'Total Body',
  'Lower Body',
  'Mind',
] as const;
export type BodyFocusOption = (typeof bodyFocusOptions)[number];
/** The focus a class has. */
export const classBodyFocuses = ['Upper Body', 'Core', 'Total Body', 'Lower Body', 'Mind'] as const;
export type BodyFocus = (typeof classBodyFocuses)[number];
/** The groups of the "by body focus" view, in the specification's order. */
export const bodyFocusGroups = ['Upper Body', 'Lower Body', 'Core', 'Total Body'] as const;
export type BodyFocusGroup = (typeof bodyFocusGroups)[number];

/** The "special" filter (sent as `limitations`); 'None' filters nothing. */
export const specialOptions = ['None', 'Postnatal', 'Prenatal', 'Low Impact'] as const;
export type SpecialOption = (typeof specialOptions)[number];
/** What a class may be suitable for (a class's `limitations`). */
export const classSpecials = ['Postnatal', 'Prenatal', 'Low Impact'] as const;
export type Special = (typeof classSpecials)[number];

/** The 24 muscles a class may target, head to toe, from Front Deltoids to Gastrocnemius. */
export const muscles = [
  'Front Deltoids',
  'Side Deltoids',
  'Rear Deltoids',
  'Trapezius',
  'Rhomboids',
  'Latissimus Dorsi',
  'Pectorals',
  'Serratus Anterior',
  'Biceps',
  'Triceps',
  'Forearms',
  'Rectus Abdominis',
  'Obliques',
  'Transverse Abdominis',
  'Erector Spinae',
  'Hip Flexors',
  'Gluteus Maximus',
  'Gluteus Medius',
  'Adductors',
  'Quadriceps',
  'Hamstrings',
  'Tibialis Anterior',
  'Soleus',
  'Gastrocnemius',
] as const;
export type Muscle = (typeof muscles)[number];

/** Where each muscle sits, for a body map and for grouping a class's muscles. */
export const muscleRegions: Record<Exclude<BodyFocusGroup, 'Total Body'>, readonly Muscle[]> = {
  'Upper Body': [
    'Front Deltoids',
    'Side Deltoids',
    'Rear Deltoids',
    'Trapezius',
    'Rhomboids',
    'Latissimus Dorsi',
    'Pectorals',
    'Serratus Anterior',
    'Biceps',
    'Triceps',
    'Forearms',
  ],
  Core: ['Rectus Abdominis', 'Obliques', 'Transverse Abdominis', 'Erector Spinae', 'Hip Flexors'],
  'Lower Body': [
    'Gluteus Maximus',
    'Gluteus Medius',
    'Adductors',
    'Quadriceps',
    'Hamstrings',
    'Tibialis Anterior',
    'Soleus',
    'Gastrocnemius',
  ],
};

/**
 * The "by duration" view's buckets in minutes. Their edges overlap (15 is both "up to 15" and
 * "15-30"), and the first bucket that matches wins, so a 15-minute class is "up to 15".
 */
export const durationBuckets = [
  { key: 'upTo15', label: 'Up to 15 min', minMinutes: 0, maxMinutes: 15 },
  { key: '15to30', label: '15-30 min', minMinutes: 15, maxMinutes: 30 },
  { key: '30to45', label: '30-45 min', minMinutes: 30, maxMinutes: 45 },
  { key: '45to60', label: '45-60 min', minMinutes: 45, maxMinutes: 60 },
  { key: 'over60', label: 'Over 60 min', minMinutes: 60, maxMinutes: Infinity },
] as const;
export type DurationBucket = (typeof durationBuckets)[number];

/** The bucket of a class `durationSeconds` long: the first whose range holds it. */
export function durationBucketOf(durationSeconds: number): DurationBucket {
  const minutes = durationSeconds / 60;
  return (
    durationBuckets.find((b) => minutes >= b.minMinutes && minutes <= b.maxMinutes) ??
    durationBuckets[0]
  );
}

/** The heart-rate factor used before a video's details arrive. */
export const HEART_RATE_FACTOR_DEFAULT = 0.1;
/** The heart-rate factor of a video whose details arrive without one. */
export const HEART_RATE_FACTOR_WHEN_MISSING = 0.6;

/** The heart-rate factor for a video: its own, 0.6 if it has none, 0.1 while it is unknown. */
export function heartRateFactor(video: { mhr?: number | null } | null | undefined): number {
  if (!video) return HEART_RATE_FACTOR_DEFAULT;
  return video.mhr ?? HEART_RATE_FACTOR_WHEN_MISSING;
}

/** Where the filter panel starts: time length in minutes, calorie burn in kcal. */
export const DEFAULT_VIDEO_FILTER = {
  timeLength: { min: 0, max: 90 },
  calorieBurn: { min: 0, max: 800 },
} as const;

/** The library's orders, as the flags of `sort` name them. */
export const videoSorts = ['newest', 'longest', 'recommended', 'shortest', 'highest'] as const;
export type VideoSort = (typeof videoSorts)[number];
/** The library's order when none is asked for (the dashboard's reading of spec 9). */
export const DEFAULT_VIDEO_SORT: VideoSort = 'recommended';
/** The favourites list's order (the other reading of spec 9). */
export const FAVOURITES_VIDEO_SORT: VideoSort = 'newest';

/** Classes per page of the library when the request does not say. */
export const VIDEO_PAGE_SIZE = 24;
export const VIDEO_PAGE_SIZE_MAX = 100;
/** The longest library search (and instructor name) the server takes; a longer one is refused. */
export const VIDEO_SEARCH_MAX_LENGTH = 100;

/** The first day progress totals count from. */
export const PROGRESS_SINCE = '2018-01-01';

/**
 * The share of a class a play must have watched (counted from the player's events, not from
 * seeking) to count as a completed class: a workout, a finished class in history, and calories in
 * the progress totals. See docs/decisions/0049-profile-age-kg-completion.md.
 */
export const COMPLETED_SHARE = 0.8;

/** The seconds watched that complete a class `durationSeconds` long. */
export const completedAfter = (durationSeconds: number): number =>
  Math.ceil(durationSeconds * COMPLETED_SHARE);
