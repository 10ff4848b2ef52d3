import type { Studio } from '@jetsweat/contract';

/** What the studio page shows when a studio's data is missing (spec 2, Studios list and studio page). */
export const studioDefaults = {
  level: 'allLevels',
  classType: 'Strength',
  equipment: 'yogaMat',
  instructorImage: '/media/defaults/instructor.svg',
  hero: '/media/defaults/hero.svg',
  about: 'coming soon!',
} as const;

export type Level = Studio['levels'][number];
export type EquipmentKey = Studio['equipment'][number];

export { equipmentLabels, levelLabels } from '@jetsweat/contract';

/** A studio's page content with every default applied, so the page never shows a hole. */
export function studioContent(studio: Studio) {
  const images = studio.webStudioImgUrl;
  return {
    levels: studio.levels.length > 0 ? studio.levels : [studioDefaults.level],
    classTypes: studio.classTypes.length > 0 ? studio.classTypes : [studioDefaults.classType],
    equipment: studio.equipment.length > 0 ? studio.equipment : [studioDefaults.equipment],
    about: studio.summary.trim() || studioDefaults.about,
    // webStudioImgUrl's items stand in for missing images: about, hero, combinedLogo, img2, howItWorks.
    aboutImage: studio.img2 || images[0] || '',
    hero: studio.hero || images[1] || studioDefaults.hero,
    combinedLogo: studio.combinedLogo || images[2] || studio.logoUrl,
    howItWorksImage: studio.howItWorks || images[4] || '',
    instructors: studio.instructors.map((i) => ({
      ...i,
      imageUrl: i.imageUrl || studioDefaults.instructorImage,
    })),
    /** Only testimonials with words are shown; with none, the section is left out. */
    testimonials: studio.feedback.filter((f) => f.feedback.trim() !== ''),
  };
}
export type StudioContent = ReturnType<typeof studioContent>;

/** Finds a studio by its short name or one of its other names ('pearlcicc i' is pearlcici). */
export function findStudio<T extends Pick<Studio, 'shortName' | 'aliases'>>(
  studios: T[],
  key: string,
): T | undefined {
  return studios.find((s) => s.shortName === key) ?? studios.find((s) => s.aliases.includes(key));
}
