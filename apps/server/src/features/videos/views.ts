import type { Equipment, Muscle, ProgramSummary, Special, Video } from '@jetsweat/contract';
import type { ClassCardRow } from './library-store.ts';
import type { ProgramRow } from './programs-store.ts';

/** A class's row with what it shows of its studio and instructor (the studios feature's). */
export type CardRow = ClassCardRow & {
  studio_name: string;
  studio_short_name: string;
  studio_logo: string;
  instructor: string;
  instructor_image: string;
};

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * A stored class as lists show it to anyone: everything but the member's favourite record
 * (member-classes.ts adds it). Durations in seconds, as the specification says.
 */
export function videoCard(row: CardRow): Omit<Video, 'favoriteId'> {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    studioId: row.studio_id,
    studioName: row.studio_name,
    studioShortName: row.studio_short_name,
    studioLogo: row.studio_logo,
    instructor: row.instructor,
    instructorImage: row.instructor_image,
    classType: row.class_type,
    equipment: row.equipment as Equipment[],
    level: row.level,
    bodyFocus: row.body_focus,
    limitations: row.limitations as Special[],
    targetMucles: row.target_muscles as Muscle[],
    duration: row.duration_seconds,
    calorieBurn: row.calorie_burn,
    mhr: row.mhr,
    poster: row.poster_path,
    publishedAt: iso(row.published_at),
  };
}

export function programSummaryView(row: ProgramRow): ProgramSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    poster: row.poster_path,
    weeks: row.weeks,
    classCount: row.class_count,
    totalDuration: row.total_duration,
    classTypes: [...row.class_types].sort(),
  };
}
