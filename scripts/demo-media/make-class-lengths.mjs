/**
 * Makes each demo class's media as long as the class is listed (loop-rendition.mjs): for every
 * class rendition, one set of looped playlists and captions per length the demo library lists
 * for its classes. Needs no ffmpeg; written beside the renditions in the generated media folder
 * (demo-media-dir.mjs).
 *
 *   npx tsx scripts/demo-media/make-class-lengths.mjs [rendition…]
 *
 * make-demo-media.mjs and make-videos.mjs run it after encoding the renditions (their segments'
 * names change then); run it alone after changing a demo class's length or type.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoMediaDir } from './demo-media-dir.mjs';
import { writeClassLengths } from './loop-rendition.mjs';

const { demoClasses, lengthFileName, renditionOf } = await import(
  new URL('../../apps/server/src/features/videos/demo-library.ts', import.meta.url).href
);

/** The lengths, in minutes, the demo library lists for each rendition's classes, sorted. */
export function lengthsByRendition() {
  const lengths = new Map();
  for (const c of demoClasses()) {
    const rendition = renditionOf[c.classType];
    lengths.set(rendition, new Set([...(lengths.get(rendition) ?? []), c.minutes]));
  }
  return new Map([...lengths].map(([r, m]) => [r, [...m].sort((a, b) => a - b)]));
}

/** Writes the lengths of one rendition, whose folder is `dir`. Answers the files written. */
export const writeLengths = (dir, minutes) => writeClassLengths(dir, minutes, lengthFileName);

/** Writes, in `classesDir`, the lengths of the named renditions (all when none are named). */
export function makeClassLengths(classesDir, only = []) {
  for (const [rendition, minutes] of lengthsByRendition()) {
    if (only.length && !only.includes(rendition)) continue;
    const files = writeLengths(path.join(classesDir, rendition), minutes);
    console.log(`${rendition.padEnd(12)} ${minutes.join(', ')} min: ${files.length} files`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  makeClassLengths(path.join(demoMediaDir(), 'classes'), process.argv.slice(2));
