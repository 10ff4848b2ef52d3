import path from 'node:path';
import { chaptersBodySchema, classChaptersSeedSchema, type Chapter } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { serverRoot } from '../../platform/config/server-root.ts';
import { readSeedFile } from '../../platform/runtime/seed-file.ts';
import { chapteredVideo, hasChapters, replaceChapters } from './chapters-store.ts';
import { slugOf } from './demo-library.ts';
import { videoIdsBySlug } from './demo-store.ts';

export const demoChaptersFile = path.join(serverRoot, 'src/features/videos/demo/chapters.json');

/**
 * The demo classes' chapters as written by hand in demo/chapters.json, each list checked as the
 * console's edit is (in order, the first at 0): a wrong file stops the start, naming the class.
 */
export function demoChapters(): { slug: string; title: string; chapters: Chapter[] }[] {
  return readSeedFile(demoChaptersFile, classChaptersSeedSchema).map((c) => {
    const chapters = c.chapters.map((ch) => ({ title: ch.title, startSeconds: ch.at }));
    const checked = chaptersBodySchema.safeParse({ chapters });
    if (!checked.success)
      throw new Error(`demo chapters of "${c.class}": ${checked.error.issues[0]?.message}`);
    return { slug: slugOf(c.class), title: c.class, chapters: checked.data.chapters };
  });
}

/**
 * Gives the demo classes of demo/chapters.json their chapters where they have none, so a demo
 * database made before chapters has them too; a class a studio has given chapters keeps its own.
 * Run on every start; answers how many classes it gave chapters.
 */
export async function seedDemoChapters(tx: Database): Promise<number> {
  const listed = demoChapters();
  const ids = await videoIdsBySlug(
    tx,
    listed.map((c) => c.slug),
  );
  let given = 0;
  for (const { slug, title, chapters } of listed) {
    const id = ids.get(slug);
    if (id === undefined || (await hasChapters(tx, id))) continue;
    const video = (await chapteredVideo(tx, id))!;
    if (chapters.some((c) => c.startSeconds >= video.duration_seconds))
      throw new Error(`demo chapters of "${title}" start after the class ends`);
    await replaceChapters(tx, id, chapters);
    given++;
  }
  return given;
}
