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

/**
 * Stores classes in one statement (the demo library's 126 took a quarter of a second one by one
 * on the embedded database); answers each new id by slug.
 */
export async function insertVideos(q: Queryable, videos: NewVideo[]): Promise<Map<string, number>> {
  const rows = await q.query<{ id: number; slug: string }>(
    `INSERT INTO videos (slug, studio_id, instructor_id, title, summary, class_type, equipment, level, body_focus,
       limitations, target_muscles, duration_seconds, calorie_burn, mhr, stream_path, captions_path, poster_path,
       published_at, recommendation_rank)
     SELECT slug, "studioId", "instructorId", title, summary, "classType", equipment, level, "bodyFocus",
       limitations, "targetMuscles", "durationSeconds", "calorieBurn", mhr, "streamPath", "captionsPath",
       "posterPath", "publishedAt", "recommendationRank"
     FROM jsonb_to_recordset($1::jsonb) AS v(slug text, "studioId" int, "instructorId" int, title text,
       summary text, "classType" text, equipment text[], level text, "bodyFocus" text, limitations text[],
       "targetMuscles" text[], "durationSeconds" int, "calorieBurn" int, mhr double precision,
       "streamPath" text, "captionsPath" text, "posterPath" text, "publishedAt" timestamptz,
       "recommendationRank" int)
     RETURNING id, slug`,
    [JSON.stringify(videos)],
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
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
