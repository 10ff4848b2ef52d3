/**
 * Remakes demo videos now, whether or not they changed (make-demo-media.mjs, `npm run
 * demo:media`, makes only what is missing or out of date).
 *
 *   npx tsx scripts/demo-media/make-videos.mjs              # everything
 *   npx tsx scripts/demo-media/make-videos.mjs sizzle-reel  # only the named slugs
 *
 * Needs ffmpeg and ffprobe (Debian: `apt-get install ffmpeg`) with libx264 and the DejaVu fonts.
 * Re-running makes the same bytes. The site's own videos (demo-videos.json "site") are written
 * to the committed apps/web/public/media/videos/; the demo studios' previews and the class
 * renditions to the generated media folder (demo-media-dir.mjs): what is there is replaced.
 * What each video is: video-makers.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { committedMediaDir, demoMediaDir } from './demo-media-dir.mjs';
import { dirBytes } from './encode-hls.mjs';
import { makeClassLengths } from './make-class-lengths.mjs';
import { definitions, generatedItems, makeSiteVideo } from './video-makers.mjs';

const mediaDir = demoMediaDir();
const jobs = [
  ...definitions.site.map((v) => ({
    slug: v.slug,
    dir: path.join(committedMediaDir, 'videos', v.slug),
    make: (dir) => makeSiteVideo(v, dir),
  })),
  ...generatedItems().map((item) => ({
    slug: item.definition.slug,
    dir: path.join(mediaDir, item.folder),
    make: item.make,
  })),
];
const only = process.argv.slice(2);
const chosen = only.length ? jobs.filter((j) => only.includes(j.slug)) : jobs;
if (only.length && chosen.length === 0) throw new Error(`No video named ${only.join(', ')}`);
for (const job of chosen) {
  fs.rmSync(job.dir, { recursive: true, force: true });
  fs.mkdirSync(job.dir, { recursive: true });
  job.make(job.dir);
  console.log(`${job.slug.padEnd(28)} ${(dirBytes(job.dir) / 1024).toFixed(0).padStart(5)} kB`);
}
// The looped lengths name the renditions' segments, whose names the encoding has just changed.
const renditions = definitions.classRenditions.map((r) => r.slug);
const remade = chosen.map((j) => j.slug).filter((slug) => renditions.includes(slug));
if (remade.length) makeClassLengths(path.join(mediaDir, 'classes'), remade);
