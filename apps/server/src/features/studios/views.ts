import type { Studio, WhitelabelStudio } from '@jetsweat/contract';
import { equipmentKeySchema, levelSchema } from '@jetsweat/contract';
import type { InstructorRow, StudioRow, TestimonialRow } from './store.ts';

export function studioView(
  row: StudioRow,
  instructors: InstructorRow[],
  testimonials: TestimonialRow[],
): Studio {
  return {
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    aliases: row.aliases,
    redirectsHome: row.redirects_home,
    inCatalogue: row.in_catalogue,
    exploreVideoUrl: row.explore_video_url,
    classTypes: row.class_types,
    headerTitle: row.header_title,
    headerDescription: row.header_description,
    introH1: row.intro_h1,
    introH2: row.intro_h2,
    closingH1: row.closing_h1,
    closingH2: row.closing_h2,
    combinedLogo: row.combined_logo_url,
    logoUrl: row.logo_url,
    img2: row.img2_url,
    hero: row.hero_url,
    howItWorks: row.how_it_works_url,
    equipment: row.equipment.filter(
      (e) => equipmentKeySchema.safeParse(e).success,
    ) as Studio['equipment'],
    about: row.summary,
    summary: row.summary,
    instructors: instructors.map((i) => ({ name: i.name, bio: i.bio, imageUrl: i.image_url })),
    levels: row.levels.filter((l) => levelSchema.safeParse(l).success) as Studio['levels'],
    feedback: testimonials.map((t) => ({ feedback: t.feedback, name: t.name, rating: t.rating })),
    // Fallback images in the order the web app reads them: about, hero, combinedLogo, img2, howItWorks.
    webStudioImgUrl: [
      row.img2_url,
      row.hero_url,
      row.combined_logo_url,
      row.img2_url,
      row.how_it_works_url,
    ],
  };
}

export function whitelabelView(row: StudioRow): WhitelabelStudio {
  return {
    id: row.id,
    shortName: row.short_name,
    name: row.name,
    logoUrl: row.logo_url,
    colorCode: row.color_code,
    pageTitle: row.page_title || row.name,
    faviconUrl: row.favicon_url,
    whitelabelDomain: row.whitelabel_domain ?? '',
    hero: row.hero_url,
    isOnWhiteLabel: row.on_white_label,
    photoUrls: [row.hero_url, row.img2_url].filter(Boolean),
    contactEmail: row.contact_email,
    packageSuffix: row.package_suffix,
    redirectsHome: row.redirects_home,
  };
}
