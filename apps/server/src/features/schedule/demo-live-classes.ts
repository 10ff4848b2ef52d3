/**
 * Demo live classes: what a week at JetSweat looks like. Plain data; seed-demo.ts lays it out over
 * the coming three weeks from the day it runs, at these Eastern Time hours.
 *
 * On purpose, so every branch of the schedule has something to show:
 *   - personal training (one seat) every morning at 08:00, some evenings too
 *   - classes without a price (the $10 default applies)
 *   - studio-only classes (not on the main site): northloop (id 466), brookspilates, harborstrength
 */

import type { ClassLevel, ClassType } from '@jetsweat/contract';

export interface DemoLiveClass {
  studio: string;
  title: string;
  classType: ClassType;
  level: ClassLevel;
  description: string;
  minutes: number;
  /** null: no price set. */
  priceCents: number | null;
}

export const GROUP_CAPACITY = 200;

/** Group sessions on the main site, in the order they rotate through the day's slots. */
export const groupClasses: DemoLiveClass[] = [
  {
    studio: 'baristudio',
    title: 'Barre Burn',
    classType: 'Barre',
    level: 'Intermediate',
    description: 'Small moves, big shake: a full-body barre session.',
    minutes: 45,
    priceCents: 1200,
  },
  {
    studio: 'bkpilates',
    title: 'Mat Pilates Flow',
    classType: 'Pilates',
    level: 'Beginner',
    description: 'Core-first Pilates on the mat, all levels welcome.',
    minutes: 50,
    priceCents: null,
  },
  {
    studio: 'punchpedalhouse',
    title: 'Rhythm Ride',
    classType: 'Cycling',
    level: 'Intermediate',
    description: 'Indoor cycling to a playlist that does the work for you.',
    minutes: 45,
    priceCents: 1500,
  },
  {
    studio: 'yogavida',
    title: 'Sunrise Vinyasa',
    classType: 'Yoga',
    level: 'Beginner',
    description: 'Breath-led vinyasa to wake up the whole body.',
    minutes: 60,
    priceCents: 1000,
  },
  {
    studio: 'hithouse',
    title: 'HIIT Express',
    classType: 'HIIT',
    level: 'Advanced',
    description: 'Thirty minutes of intervals: short, sharp, done.',
    minutes: 30,
    priceCents: null,
  },
  {
    studio: 'intensati',
    title: 'Intensati Affirmations',
    classType: 'Cardio',
    level: 'Intermediate',
    description: 'Cardio moves paired with spoken affirmations.',
    minutes: 45,
    priceCents: 1250,
  },
  {
    studio: 'mamasoul',
    title: 'Prenatal Strength',
    classType: 'Strength',
    level: 'Beginner',
    description: 'Safe, steady strength work for every trimester.',
    minutes: 40,
    priceCents: 1100,
  },
  {
    studio: 'modelfit',
    title: 'Sculpt & Tone',
    classType: 'Sculpt',
    level: 'Intermediate',
    description: 'Light weights, high reps, long lines.',
    minutes: 50,
    priceCents: 1400,
  },
  {
    studio: 'mindfresh',
    title: 'Mindful Reset Meditation',
    classType: 'Meditation',
    level: 'Beginner',
    description: 'A guided pause to clear the head.',
    minutes: 20,
    priceCents: 500,
  },
  {
    studio: 'playlistyoga',
    title: 'Hip-Hop Yoga',
    classType: 'Yoga',
    level: 'Intermediate',
    description: 'Slow flow, loud beats.',
    minutes: 60,
    priceCents: null,
  },
  {
    studio: 'bodyrok',
    title: 'Rok Sculpt',
    classType: 'Sculpt',
    level: 'Advanced',
    description: 'Pilates-inspired sculpting with sliders.',
    minutes: 45,
    priceCents: 1800,
  },
  {
    studio: 'daileymethod',
    title: 'Dailey Barre',
    classType: 'Barre',
    level: 'Beginner',
    description: 'The classic method: barre, core and stretch.',
    minutes: 55,
    priceCents: 1300,
  },
  {
    studio: 'fhittingroom',
    title: 'Bootcamp Circuit',
    classType: 'Bootcamp',
    level: 'Advanced',
    description: 'Stations, timers and a room full of energy.',
    minutes: 45,
    priceCents: 1500,
  },
  {
    studio: 'brookspilates',
    title: 'Reformer-Free Pilates',
    classType: 'Pilates',
    level: 'Intermediate',
    description: 'Everything you love about reformer, on the mat.',
    minutes: 50,
    priceCents: 1200,
  },
];

/** Personal training: one person, one seat. */
export const personalTraining: DemoLiveClass[] = [
  {
    studio: 'fhittingroom',
    title: '1:1 Strength Coaching',
    classType: 'Strength',
    level: 'Intermediate',
    description: 'A private session built around your goals.',
    minutes: 45,
    priceCents: 3500,
  },
  {
    studio: 'yogavida',
    title: 'Private Yoga',
    classType: 'Yoga',
    level: 'Beginner',
    description: 'One-to-one yoga at your pace.',
    minutes: 60,
    priceCents: 4000,
  },
  {
    studio: 'mntstudio',
    title: 'Personal Mobility Session',
    classType: 'Mobility',
    level: 'Beginner',
    description: 'Free up stiff hips and shoulders, one to one.',
    minutes: 30,
    priceCents: null,
  },
];

/** Shown only on the studio's own site. */
export const studioOnlyClasses: DemoLiveClass[] = [
  {
    studio: 'northloop',
    title: 'North Loop Run Club Warm-Up',
    classType: 'Running/Treadmill',
    level: 'Beginner',
    description: 'Members-only warm-up and drills.',
    minutes: 30,
    priceCents: 800,
  },
  {
    studio: 'brookspilates',
    title: 'Members Mat Class',
    classType: 'Pilates',
    level: 'Intermediate',
    description: 'For Brooks Pilates members.',
    minutes: 45,
    priceCents: null,
  },
  {
    studio: 'harborstrength',
    title: 'Harbor Strength Lifting Club',
    classType: 'Strength',
    level: 'Advanced',
    description: 'Barbell basics with coaching.',
    minutes: 60,
    priceCents: 2000,
  },
];

/** Eastern Time hours of the day's group sessions. */
export const groupSlots: Array<[hour: number, minute: number]> = [
  [7, 0],
  [9, 30],
  [12, 0],
  [17, 30],
  [19, 0],
];
export const personalSlot: [number, number] = [8, 0];
export const eveningPersonalSlot: [number, number] = [18, 15];
export const studioOnlySlot: [number, number] = [10, 0];
export const DEMO_DAYS = 21;

/**
 * Open Studio (issue 20): a group class on the main site that is under way at any hour, so a
 * newcomer can try the live room right after `npm start`. A class lasts 600 minutes at most
 * (live_classes' CHECK), so each Eastern day has three back to back, from these hours to the next.
 */
export const openStudioClass: DemoLiveClass = {
  studio: 'bkpilates',
  title: 'Open Studio',
  classType: 'Stretching',
  level: 'Beginner',
  description: 'Drop in at any hour: stretch and move along with the studio, camera on or off.',
  minutes: 480,
  priceCents: null,
};
export const openStudioStarts: Array<[hour: number, minute: number]> = [
  [0, 0],
  [8, 0],
  [16, 0],
];
