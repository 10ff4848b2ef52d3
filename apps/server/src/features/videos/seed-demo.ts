import type { Database } from '../../platform/db/database.ts';
import { demoProgramRows, demoVideoRows } from './demo-library.ts';
import { countVideos, insertProgram, insertVideos } from './store.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Loads the demo on-demand library (classes, then programs) when the catalogue is empty, with
 * publication dates counted back from `now`. Needs the demo studios and their instructors; a
 * database without them is left alone.
 */
export async function seedDemoLibrary(tx: Database, now: Date): Promise<number> {
  if ((await countVideos(tx)) > 0) return 0;
  const instructors = await tx
    .selectFrom('studio_instructors as i')
    .innerJoin('studios as s', 's.id', 'i.studio_id')
    .select(['i.id', 'i.studio_id', 's.short_name', 'i.name'])
    .execute();
  const instructorOf = new Map(instructors.map((i) => [`${i.short_name}/${i.name}`, i]));
  const rows = demoVideoRows();
  if (rows.some((r) => !instructorOf.has(`${r.studio}/${r.instructor}`))) return 0;

  const videoIds = await insertVideos(
    tx,
    rows.map((r) => {
      const instructor = instructorOf.get(`${r.studio}/${r.instructor}`)!;
      return {
        ...r,
        studioId: instructor.studio_id,
        instructorId: instructor.id,
        publishedAt: new Date(now.getTime() - r.publishedHoursAgo * HOUR),
      };
    }),
  );
  for (const p of demoProgramRows()) {
    await insertProgram(tx, {
      ...p,
      publishedAt: now,
      weeks: p.weeks.map((week) =>
        week.map((slug) => {
          const id = videoIds.get(slug);
          if (!id) throw new Error(`demo program "${p.title}" names an unknown class: ${slug}`);
          return id;
        }),
      ),
    });
  }
  return rows.length;
}

/**
 * Moves the demo classes of a demo database made before their media were as long as listed
 * (every class played its rendition's 90-second index.m3u8) to the playlists and captions of
 * their length. Run on every start; a class whose media are not that old path is left alone.
 */
export async function moveDemoClassesToListedLength(tx: Database): Promise<number> {
  const short = await tx
    .selectFrom('videos')
    .select(['slug', 'stream_path'])
    .where('stream_path', 'like', '/media/classes/%/index.m3u8')
    .execute();
  const shortPathOf = new Map(short.map((v) => [v.slug, v.stream_path]));
  let moved = 0;
  for (const r of demoVideoRows()) {
    if (shortPathOf.get(r.slug) !== r.streamPath.replace(/[^/]+$/, 'index.m3u8')) continue;
    await tx
      .updateTable('videos')
      .set({ stream_path: r.streamPath, captions_path: r.captionsPath })
      .where('slug', '=', r.slug)
      .execute();
    moved++;
  }
  return moved;
}
