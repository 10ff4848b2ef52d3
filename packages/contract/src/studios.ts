import { z } from 'zod';
import { classTypes } from './studio-keys.ts';
import { equipmentKeys, studioLevels } from './studio-labels.ts';

/** A studio's package-id suffix: '2' makes its package ids end in _yearly2 / _monthly2. */
export const packageSuffixes = ['', '2'] as const;

export const levelSchema = z.enum(studioLevels);
export const equipmentKeySchema = z.enum(equipmentKeys);

export const instructorSchema = z.object({
  name: z.string(),
  bio: z.string(),
  imageUrl: z.string(),
});
export const testimonialSchema = z.object({
  feedback: z.string(),
  name: z.string(),
  rating: z.number().int().min(1).max(5),
});

/**
 * A studio as the server describes it. GET /api/basic/webStudiosInfo lists the catalogue (the
 * partner studios of /studios); GET /api/basic/studios lists every studio /studios/{name} knows:
 * white-label-only ones have inCatalogue false (their page is the restricted view), and three
 * have redirectsHome (their page sends visitors home).
 */
export const studioSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  aliases: z.array(z.string()),
  redirectsHome: z.boolean(),
  inCatalogue: z.boolean(),
  /** The video /explorestudio plays for this studio; '' when it is not in the explore carousel. */
  exploreVideoUrl: z.string(),
  classTypes: z.array(z.string()),
  headerTitle: z.string(),
  headerDescription: z.string(),
  introH1: z.string(),
  introH2: z.string(),
  closingH1: z.string(),
  closingH2: z.string(),
  combinedLogo: z.string(),
  logoUrl: z.string(),
  img2: z.string(),
  hero: z.string(),
  howItWorks: z.string(),
  equipment: z.array(equipmentKeySchema),
  about: z.string(),
  summary: z.string(),
  instructors: z.array(instructorSchema),
  levels: z.array(levelSchema),
  feedback: z.array(testimonialSchema),
  webStudioImgUrl: z.array(z.string()),
});
export type Studio = z.infer<typeof studioSchema>;

/** A studio with its own branded site (GET /api/studio/listWhitelabels). */
export const whitelabelStudioSchema = z.object({
  id: z.number().int(),
  shortName: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  colorCode: z.string(),
  pageTitle: z.string(),
  faviconUrl: z.string(),
  whitelabelDomain: z.string(),
  hero: z.string(),
  isOnWhiteLabel: z.boolean(),
  photoUrls: z.array(z.string()),
  contactEmail: z.string(),
  packageSuffix: z.string(),
  redirectsHome: z.boolean(),
});
export type WhitelabelStudio = z.infer<typeof whitelabelStudioSchema>;

export const studioLogoSchema = z.object({ logoUrl: z.string() });

/** The class-type filter list (GET /api/basic/classTypes). */
export const classTypesAnswerSchema = z.array(z.enum(classTypes));
