import type { Database } from '../../platform/db/database.ts';
import { newToken } from '../../platform/http/tokens.ts';
import { demoStudios, type DemoStudio } from './demo-studios.ts';
import { insertSeededDomain } from './domains/domain-store.ts';
import { insertSeededStudio } from './seed-store.ts';

export { hasStudios } from './seed-store.ts';

/** Catalogue studios have a preview video (scripts/demo-media/make-videos.mjs makes one per catalogue studio). */
const exploreVideoUrl = (s: DemoStudio) =>
  s.inCatalogue ? `/media/videos/explore-${s.shortName}/index.m3u8` : '';

/** The studio's row as stored. */
const studioRow = (s: DemoStudio) => ({
  id: s.id,
  short_name: s.shortName,
  name: s.name,
  aliases: s.aliases,
  in_catalogue: s.inCatalogue,
  on_white_label: s.onWhiteLabel,
  redirects_home: s.redirectsHome,
  package_suffix: s.packageSuffix,
  color_code: s.colorCode,
  page_title: s.pageTitle,
  contact_email: s.contactEmail,
  header_title: s.headerTitle,
  header_description: s.headerDescription,
  intro_h1: s.introH1,
  intro_h2: s.introH2,
  closing_h1: s.closingH1,
  closing_h2: s.closingH2,
  summary: s.summary,
  class_types: s.classTypes,
  levels: s.levels,
  equipment: s.equipment,
  logo_url: s.logoUrl,
  combined_logo_url: s.combinedLogoUrl,
  hero_url: s.heroUrl,
  img2_url: s.img2Url,
  how_it_works_url: s.howItWorksUrl,
  favicon_url: s.faviconUrl,
  explore_video_url: exploreVideoUrl(s),
});

/**
 * Loads the demo catalogue and white-label studios into an empty database. Each white-label
 * studio answers at {shortName}.localhost (every browser sends *.localhost to this machine, and
 * no DNS answers for it), seeded verified so that `npm start` serves it.
 */
export async function seedDemoStudios(db: Database, now: Date): Promise<number> {
  const studios = demoStudios();
  for (const s of studios) {
    await insertSeededStudio(db, studioRow(s), {
      instructors: s.instructors.map((i) => ({ name: i.name, bio: i.bio, image_url: i.imageUrl })),
      testimonials: s.testimonials.map((t) => ({
        feedback: t.feedback,
        name: t.name,
        rating: t.rating,
      })),
    });
    if (s.onWhiteLabel)
      await insertSeededDomain(db, {
        studioId: s.id,
        domain: `${s.shortName}.localhost`,
        token: newToken(),
        now,
      });
  }
  return studios.length;
}
