import type { Queryable } from '../../platform/db.ts';

/** The catalogue's tables (videos, programs, program_classes) are written here and only here. */

export interface NewVideo {
  slug: string;
  studioId: number;
  instructorId: number;
  title: string;
  summary: string;
  classType: string;
  equipment: string[];
  level: string;
  bodyFocus: string;
  limitations: string[];
  targetMuscles: string[];
  durationSeconds: number;
  calorieBurn: number;
  mhr: number | null;
  streamPath: string;
  captionsPath: string;
  posterPath: string;
  publishedAt: Date;
  recommendationRank: number;
}

export async function insertVideo(q: Queryable, v: NewVideo): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO videos (slug, studio_id, instructor_id, title, summary, class_type, equipment, level, body_focus,
       limitations, target_muscles, duration_seconds, calorie_burn, mhr, stream_path, captions_path, poster_path,
       published_at, recommendation_rank)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19) RETURNING id`,
    [
      v.slug,
      v.studioId,
      v.instructorId,
      v.title,
      v.summary,
      v.classType,
      v.equipment,
      v.level,
      v.bodyFocus,
      v.limitations,
      v.targetMuscles,
      v.durationSeconds,
      v.calorieBurn,
      v.mhr,
      v.streamPath,
      v.captionsPath,
      v.posterPath,
      v.publishedAt,
      v.recommendationRank,
    ],
  );
  return rows[0]!.id;
}

export async function countVideos(q: Queryable): Promise<number> {
  const rows = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM videos');
  return rows[0]?.n ?? 0;
}

export interface NewProgram {
  slug: string;
  title: string;
  summary: string;
  posterPath: string;
  publishedAt: Date;
  recommendationRank: number;
  /** Video ids week by week, in order. */
  weeks: number[][];
}

/** Stores a program and its classes together. */
export async function insertProgram(q: Queryable, p: NewProgram): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO programs (slug, title, summary, poster_path, published_at, recommendation_rank)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [p.slug, p.title, p.summary, p.posterPath, p.publishedAt, p.recommendationRank],
  );
  const programId = rows[0]!.id;
  const entries = p.weeks.flatMap((videoIds, w) =>
    videoIds.map((videoId, i) => ({ week: w + 1, position: i + 1, videoId })),
  );
  await q.query(
    `INSERT INTO program_classes (program_id, week, position, video_id)
     SELECT $1, week, position, video_id
     FROM unnest($2::int[], $3::int[], $4::int[]) AS c(week, position, video_id)`,
    [
      programId,
      entries.map((e) => e.week),
      entries.map((e) => e.position),
      entries.map((e) => e.videoId),
    ],
  );
  return programId;
}
