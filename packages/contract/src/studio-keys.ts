/** 'pearlcicc i' is a known misspelling of the studio key 'pearlcici'. */
export function normaliseStudioKey(key: string): string {
  const trimmed = key.trim().toLowerCase();
  return trimmed === 'pearlcicc i' ? 'pearlcici' : trimmed;
}

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
