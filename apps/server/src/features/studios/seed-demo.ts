import type { Queryable } from '../../platform/db.ts';
import { demoStudios, type DemoStudio } from './demo-studios.ts';

/** Catalogue studios have a preview video (scripts/demo-media/make-videos.mjs makes one per catalogue studio). */
const exploreVideoUrl = (s: DemoStudio) =>
  s.inCatalogue ? `/media/videos/explore-${s.shortName}/index.m3u8` : '';

/** Loads the demo catalogue and white-label studios into an empty database. */
export async function seedDemoStudios(tx: Queryable): Promise<number> {
  for (const s of demoStudios) {
    await tx.query(
      `INSERT INTO studios (id, short_name, name, aliases, in_catalogue, on_white_label, redirects_home, package_suffix,
         color_code, page_title, contact_email, whitelabel_domain, header_title, header_description, intro_h1, intro_h2,
         closing_h1, closing_h2, summary, class_types, levels, equipment, logo_url, combined_logo_url, hero_url, img2_url,
         how_it_works_url, favicon_url, explore_video_url)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29)`,
      [
        s.id,
        s.shortName,
        s.name,
        s.aliases,
        s.inCatalogue,
        s.onWhiteLabel,
        s.redirectsHome,
        s.packageSuffix,
        s.colorCode,
        s.pageTitle,
        s.contactEmail,
        s.onWhiteLabel ? `${s.shortName}.localhost` : null,
        s.headerTitle,
        s.headerDescription,
        s.introH1,
        s.introH2,
        s.closingH1,
        s.closingH2,
        s.summary,
        s.classTypes,
        s.levels,
        s.equipment,
        s.logoUrl,
        s.combinedLogoUrl,
        s.heroUrl,
        s.img2Url,
        s.howItWorksUrl,
        s.faviconUrl,
        exploreVideoUrl(s),
      ],
    );
    for (const [position, i] of s.instructors.entries()) {
      await tx.query(
        'INSERT INTO studio_instructors (studio_id, position, name, bio, image_url) VALUES ($1, $2, $3, $4, $5)',
        [s.id, position, i.name, i.bio, i.imageUrl],
      );
    }
    for (const [position, t] of s.testimonials.entries()) {
      await tx.query(
        'INSERT INTO studio_testimonials (studio_id, position, feedback, name, rating) VALUES ($1, $2, $3, $4, $5)',
        [s.id, position, t.feedback, t.name, t.rating],
      );
    }
  }
  return demoStudios.length;
}
