/**
 * A class rendition as long as a class is listed, without encoding anything: every rendition's
 * media last 90 s, so for a class listed at N minutes its playlists name the same segments again
 * and again, each repetition after the first behind an #EXT-X-DISCONTINUITY (its timestamps start
 * over), up to N minutes; the captions are repeated as far. Each length gets its own master,
 * media and subtitle playlists and captions file beside the 90-second ones, named by
 * lengthFileName (apps/server/src/features/videos/demo-library.ts): index-30m.m3u8 names
 * 360p-30m.m3u8 … and subtitles-30m.m3u8, and captions-30m.vtt is the player's sidecar track.
 */
import fs from 'node:fs';
import path from 'node:path';
import { webVtt } from './captions.mjs';

/** A length's files, told apart from the 90-second ones: name-30m.m3u8, name-30m.vtt. */
const LENGTH_FILE = /-\d+m\.(m3u8|vtt)$/;
/** A media playlist's timing is kept to the microsecond, as ffmpeg writes it. */
const EPSILON = 1e-6;

/** A VOD media playlist's segments: each one's file and its #EXTINF duration, in order. */
export function segmentsOf(text) {
  const segments = [];
  let seconds = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (inf) seconds = Number(inf[1]);
    else if (line !== '' && !line.startsWith('#')) segments.push({ file: line, seconds });
  }
  return segments;
}

/**
 * `segments` repeated until they last `total` seconds. A repetition after the first starts with a
 * discontinuity. A segment the total ends inside is kept whole (media cannot be cut in a
 * playlist), or, with `trimLast` (a subtitle segment, whose cues carry their own times), listed
 * only as long as the time left.
 */
export function loopSegments(segments, total, { trimLast = false } = {}) {
  const looped = [];
  let at = 0;
  for (let round = 0; at < total - EPSILON; round++) {
    for (const [i, s] of segments.entries()) {
      if (at >= total - EPSILON) break;
      const left = total - at;
      const seconds = trimLast && s.seconds > left ? left : s.seconds;
      looped.push({ ...s, seconds, discontinuity: round > 0 && i === 0 });
      at += seconds;
    }
  }
  return looped;
}

/** A VOD media playlist naming `segments` (as loopSegments answers them). */
export function mediaPlaylist(segments) {
  const longest = Math.max(...segments.map((s) => s.seconds));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(longest - EPSILON)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...segments.flatMap((s) => [
      ...(s.discontinuity ? ['#EXT-X-DISCONTINUITY'] : []),
      `#EXTINF:${s.seconds.toFixed(6)},`,
      s.file,
    ]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** The master with every playlist it names (rungs and subtitles) renamed by `rename`. */
export function renamedMaster(text, rename) {
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('#'))
        return line.replace(/URI="([^"]+)"/g, (_, n) => `URI="${rename(n)}"`);
      return line.trim() === '' ? line : rename(line.trim());
    })
    .join('\n');
}

const secondsOf = (clock) => {
  const [h, m, s] = clock.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/** A WebVTT file's cues (start, end, text) as captions.mjs writes them. */
export function cuesOf(vtt) {
  const cues = [];
  for (const block of vtt.split(/\r?\n\r?\n/)) {
    const lines = block.split(/\r?\n/).filter((l) => l !== '');
    const timing = lines.findIndex((l) => l.includes('-->'));
    if (timing === -1) continue;
    const [start, end] = lines[timing].split('-->').map((t) => secondsOf(t.trim().split(/\s/)[0]));
    cues.push({ start, end, text: lines.slice(timing + 1).join(' ') });
  }
  return cues;
}

/** `cues` of media lasting `period` seconds, repeated with the media until `total` seconds. */
export function loopCues(cues, period, total) {
  const looped = [];
  for (let offset = 0; offset < total - EPSILON; offset += period)
    for (const c of cues)
      if (c.start + offset < total - EPSILON)
        looped.push({ ...c, start: c.start + offset, end: Math.min(c.end + offset, total) });
  return looped;
}

/**
 * Writes, in rendition folder `dir`, the playlists and captions for each length in `minutes`,
 * and removes those of lengths no class is listed at any more. Answers the files written.
 */
export function writeClassLengths(dir, minutes, lengthFileName) {
  const read = (name) => fs.readFileSync(path.join(dir, name), 'utf8');
  const master = read('index.m3u8');
  const playlists = [...master.matchAll(/^([\w-]+\.m3u8)$|URI="([\w-]+\.m3u8)"/gm)].map(
    (m) => m[1] ?? m[2],
  );
  const segmentsBy = new Map(playlists.map((p) => [p, segmentsOf(read(p))]));
  const period = segmentsBy
    .get(playlists.find((p) => !p.startsWith('subtitles')))
    .map((s) => s.seconds)
    .reduce((a, b) => a + b, 0);
  const cues = cuesOf(read('captions.vtt'));
  const written = new Set();
  const write = (name, text) => {
    fs.writeFileSync(path.join(dir, name), text);
    written.add(name);
  };
  for (const m of minutes) {
    const total = m * 60;
    const rename = (name) => lengthFileName(name, m);
    write(rename('index.m3u8'), renamedMaster(master, rename));
    for (const [name, segments] of segmentsBy) {
      const trimLast = name.startsWith('subtitles');
      write(rename(name), mediaPlaylist(loopSegments(segments, total, { trimLast })));
    }
    write(rename('captions.vtt'), webVtt(loopCues(cues, period, total)));
  }
  for (const name of fs.readdirSync(dir))
    if (LENGTH_FILE.test(name) && !written.has(name)) fs.rmSync(path.join(dir, name));
  return [...written];
}
