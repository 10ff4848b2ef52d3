/** 'pearlcicc i' is a known misspelling of the studio key 'pearlcici'. */
export function normaliseStudioKey(key: string): string {
  const trimmed = key.trim().toLowerCase();
  return trimmed === 'pearlcicc i' ? 'pearlcici' : trimmed;
}

/** What any page or call says of a studio key or id that names no studio. */
export const unknownStudioText = 'We could not find that studio.';

/** Class-type filter list (GET /api/basic/classTypes). */
export const classTypes = [
  'Pilates',
  'Strength',
  'Cardio',
  'Boxing',
  'Meditation',
  'HIIT',
  'Running/Treadmill',
  'Martial Arts',
  'Barre',
  'Sculpt',
  'Yoga',
  'Dance',
  'Stretching',
  'Bootcamp',
  'Mobility',
  'Cycling',
  'Gua Sha',
  'Face Yoga',
  'Skin Cardio',
  'Lymphatic',
  'Kids',
] as const;
