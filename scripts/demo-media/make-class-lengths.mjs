/**
 * Makes each demo class's media as long as the class is listed (loop-rendition.mjs): for every
 * class rendition, one set of looped playlists and captions per length the demo library lists
 * for its classes. Needs no ffmpeg; the output is committed beside the renditions.
 *
 *   npx tsx scripts/demo-media/make-class-lengths.mjs
 *
 * make-videos.mjs runs it after encoding the renditions (their segments' names change then); run
 * it alone after changing a demo class's length or type.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeClassLengths } from './loop-rendition.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const classesDir = path.join(root, 'apps/web/public/media/classes');

const { demoClasses, lengthFileName, renditionOf } = await import(
  new URL('../../apps/server/src/features/videos/demo-library.ts', import.meta.url).href
);

/** The lengths, in minutes, the demo library lists for each rendition's classes. */
function lengthsByRendition() {
  const lengths = new Map();
  for (const c of demoClasses()) {
    const rendition = renditionOf[c.classType];
    lengths.set(rendition, new Set([...(lengths.get(rendition) ?? []), c.minutes]));
  }
  return lengths;
}

/** Writes the lengths of the named renditions (all when none are named). */
export function makeClassLengths(only = []) {
  for (const [rendition, minutes] of lengthsByRendition()) {
    if (only.length && !only.includes(rendition)) continue;
    const sorted = [...minutes].sort((a, b) => a - b);
    const files = writeClassLengths(path.join(classesDir, rendition), sorted, lengthFileName);
    console.log(`${rendition.padEnd(12)} ${sorted.join(', ')} min: ${files.length} files`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) makeClassLengths(process.argv.slice(2));
