/**
 * A studio's levels and equipment, and how the studio page and the console name them. Kept apart
 * from studios.ts (and free of zod) so the public studio page can show the labels without
 * downloading the schemas.
 */
export const studioLevels = ['allLevels', 'intermediate', 'advance'] as const;
export const equipmentKeys = [
  'yogaMat',
  'inflatableBall',
  'pilatesCircle',
  'dumbells',
  'slidingDiscs',
  'kettlebell',
  'block',
  'foamRoller',
] as const;

export const levelLabels: Record<(typeof studioLevels)[number], string> = {
  allLevels: 'All Levels',
  intermediate: 'Intermediate',
  advance: 'Advanced',
};

export const equipmentLabels: Record<(typeof equipmentKeys)[number], string> = {
  yogaMat: 'Yoga Mat',
  inflatableBall: 'Inflatable Ball',
  pilatesCircle: 'Pilates Circle',
  dumbells: 'Dumbells',
  slidingDiscs: 'Sliding Discs',
  kettlebell: 'Kettlebell',
  block: 'Block',
  foamRoller: 'Foam Roller',
};
