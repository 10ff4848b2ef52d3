import type { Database } from '../../platform/db/database.ts';
import { demoProgramRows, demoVideoRows } from './demo-library.ts';
import { setVideoMedia, videosStreamingFrom } from './demo-store.ts';
import { countVideos, insertProgram, insertVideos } from './store.ts';

const HOUR = 60 * 60 * 1000;

/** A studio's instructor as the demo library names them: by studio short name and name. */
export interface DemoInstructor {
  id: number;
  studio_id: number;
  short_name: string;
  name: string;
}

/**
 * Loads the demo on-demand library (classes, then programs) when the catalogue is empty, with
 * publication dates counted back from `now`. Needs the demo studios' instructors (the studios
 * feature's, handed in by demo/seed.ts); a database without them is left alone.
 */
export async function seedDemoLibrary(
  tx: Database,
  now: Date,
  instructors: readonly DemoInstructor[],
): Promise<number> {
  if ((await countVideos(tx)) > 0) return 0;
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
  const short = await videosStreamingFrom(tx, '/media/classes/%/index.m3u8');
  const shortPathOf = new Map(short.map((v) => [v.slug, v.stream_path]));
  let moved = 0;
  for (const r of demoVideoRows()) {
    if (shortPathOf.get(r.slug) !== r.streamPath.replace(/[^/]+$/, 'index.m3u8')) continue;
    await setVideoMedia(tx, r.slug, r.streamPath, r.captionsPath);
    moved++;
  }
  return moved;
}
