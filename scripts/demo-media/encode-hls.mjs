/**
 * The ffmpeg side of the demo media: drawn backgrounds, burned-in titles (never a clock or a
 * frame counter), H.264/AAC encoding into a VOD HLS playlist whose segments are named by a hash
 * of their bytes. Single-threaded and bitexact, so the same input makes the same bytes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  FIRST_RUNG_PLAYLIST,
  HLS_LADDER,
  ladderFilter,
  ladderOutputArgs,
} from '../../apps/server/src/features/videos/hls-ladder.ts';
import {
  playlistSegments,
  segmentAt,
} from '../../apps/server/src/features/videos/ladder-master.ts';
import { ffmpegArgs } from '../../apps/server/src/platform/runtime/ffmpeg.ts';

export const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const SIZE = '640x360';
export const FPS = 25;
/**
 * The demo classes' frame rate: 15 frames a second draw their slow gradients and pace dot as
 * smoothly to the eye, and take a third less of ffmpeg's time to make on every new machine (and
 * of every browser's to play) than 25. The site's own videos keep FPS.
 */
export const CLASS_FPS = 15;

/** Text for ffmpeg's drawtext: its own escaping for ':' '\'' and '%'. */
export const drawable = (s) =>
  s.replace(/\\/g, '\\\\').replace(/'/g, '\u2019').replace(/:/g, '\\:').replace(/%/g, '\\%');

/** A moving background. None of ffmpeg's test cards: testsrc and testsrc2 print a clock. */
export function background(pattern, seconds, colours = ['1F3830', '9AC8B9', '1F3830'], fps = FPS) {
  const d = `duration=${seconds}:rate=${fps}`;
  const [c0, c1, c2] = colours;
  switch (pattern) {
    case 'gradients':
      return `gradients=s=${SIZE}:c0=0x${c0}:c1=0x${c1}:c2=0x${c2}:nb_colors=3:speed=0.015:seed=7:${d}`;
    case 'gradients-fast':
      return `gradients=s=${SIZE}:c0=0x${c0}:c1=0x${c1}:c2=0x${c2}:nb_colors=3:speed=0.05:seed=3:${d}`;
    case 'mandelbrot':
      return `mandelbrot=s=${SIZE}:rate=${fps},trim=duration=${seconds}`;
    case 'life':
      return `life=s=320x180:mold=10:r=${fps}:ratio=0.1:seed=7:death_color=#${c0}:life_color=#9AC8B9,scale=${SIZE}:flags=neighbor,trim=duration=${seconds}`;
    default:
      throw new Error(`Unknown background pattern: ${pattern}`);
  }
}

/** A dark band along the bottom with a title and a line under it. */
export const titleBand = (title, line) => [
  `drawbox=x=0:y=ih-120:w=iw:h=120:color=black@0.45:t=fill`,
  `drawtext=fontfile=${FONT}:text='${drawable(title)}':fontcolor=white:fontsize=40:x=32:y=h-108`,
  `drawtext=fontfile=${FONT}:text='${drawable(line)}':fontcolor=white@0.9:fontsize=20:x=32:y=h-54`,
];

/**
 * Runs ffmpeg on `inputs` (generated pictures and sound, or files each read as its container)
 * by the server's rule for what ffmpeg reads (apps/server/src/platform/runtime/ffmpeg.ts).
 */
function run(inputs, args) {
  const r = spawnSync(
    'ffmpeg',
    ffmpegArgs({ inputs, args: ['-loglevel', 'error', '-y', ...args] }),
    {
      stdio: 'inherit',
    },
  );
  if (r.error?.code === 'ENOENT')
    throw new Error('ffmpeg is not installed (Debian: apt-get install ffmpeg).');
  if (r.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${args.join(' ')}`);
}

/** ffprobe's `entries` of one MPEG-TS segment, read as MPEG-TS. */
export function probe(file, entries) {
  const r = spawnSync(
    'ffprobe',
    ffmpegArgs({
      inputs: [{ file, container: 'mpegts' }],
      args: ['-v', 'error', ...entries, '-of', 'json'],
    }),
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`ffprobe failed on ${file}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** The generated inputs of an encode: the picture graph, and the sound if there is one. */
const generated = (filter, audio) => [
  { generated: filter },
  ...(audio ? [{ generated: audio }] : []),
];

/**
 * Filters that would burn a running clock or frame count into the picture: ffmpeg's test cards
 * (testsrc, testsrc2 print a clock), drawtext's time and frame expansions, and timecodes.
 */
const CLOCK = /testsrc|timecode|%\{\s*(?:pts|n|localtime|gmtime|frame_num)|\btext='[^']*%\{/i;

/** Refuses a filter graph that would show a clock: the demo videos never carry one. */
export function assertNoClock(filter) {
  if (CLOCK.test(filter)) throw new Error(`A demo video must not show a clock: ${filter}`);
}

/**
 * Encodes `filter` (a lavfi video graph) and the optional `audio` (a lavfi audio source) into
 * dir/{playlist}, 2-second GOPs cut into `segmentSeconds` segments, then a poster.jpg taken
 * `posterAt` seconds in. Answers the segment files and their durations, in order.
 */
export function encodeHls({
  dir,
  filter,
  audio,
  seconds,
  playlist = 'index.m3u8',
  segmentSeconds = 2,
  audioBitrate = '48k',
  posterAt = 1,
}) {
  assertNoClock(filter);
  const playlistPath = path.join(dir, playlist);
  encodePlaylist({ dir, filter, audio, seconds, playlistPath, segmentSeconds, audioBitrate });
  writePoster({ dir, playlistPath, posterAt });
  return nameSegmentsByContent(dir, playlistPath);
}

/** Single-threaded and bit-exact: the same input makes the same bytes. */
const EXACT = [
  '-threads',
  '1',
  '-fflags',
  '+bitexact',
  '-flags:v',
  '+bitexact',
  '-flags:a',
  '+bitexact',
];

/**
 * Encodes a class into the on-demand ladder (apps/server/src/features/videos/hls-ladder.ts): a
 * master index.m3u8 naming one media playlist per rung, segments named by content, and a poster
 * from the smallest rung `posterAt` seconds in. Answers each rung's playlist with its segments
 * and their durations, in order, smallest rung first (every rung is cut at the same times).
 */
export function encodeClassLadder({
  dir,
  filter,
  audio,
  seconds,
  segmentSeconds,
  audioKbps,
  posterAt,
}) {
  assertNoClock(filter);
  run(generated(filter, audio), [
    '-filter_complex',
    ladderFilter('0:v', audio ? '1:a' : undefined),
    ...ladderOutputArgs({
      seconds,
      outDir: dir,
      audio: Boolean(audio),
      fps: CLASS_FPS,
      segmentSeconds,
      crf: 30,
      preset: 'ultrafast',
      audioKbps,
      audioChannels: 1,
      extra: EXACT,
    }),
  ]);
  const first = path.join(dir, FIRST_RUNG_PLAYLIST);
  writePoster({ dir, playlistPath: first, posterAt });
  return HLS_LADDER.map((r) => ({
    playlist: `${r.name}.m3u8`,
    segments: nameSegmentsByContent(dir, path.join(dir, `${r.name}.m3u8`), /^(\d+p-\d+\.ts)$/gm),
  }));
}

/** Runs ffmpeg once: H.264 (and mono AAC) into a VOD HLS playlist with seg-NNN.ts segments. */
function encodePlaylist({
  dir,
  filter,
  audio,
  seconds,
  playlistPath,
  segmentSeconds,
  audioBitrate,
}) {
  run(generated(filter, audio), [
    '-map',
    '0:v',
    ...(audio ? ['-map', '1:a', '-c:a', 'aac', '-b:a', audioBitrate, '-ac', '1'] : []),
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-maxrate',
    '350k',
    '-bufsize',
    '700k',
    '-g',
    String(FPS * 2),
    '-keyint_min',
    String(FPS * 2),
    '-sc_threshold',
    '0',
    ...EXACT,
    '-t',
    String(seconds),
    '-f',
    'hls',
    '-hls_time',
    String(segmentSeconds),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(dir, 'seg-%03d.ts'),
    playlistPath,
  ]);
}

/**
 * Takes dir/poster.jpg from the encoded playlist, `posterAt` seconds in: from the segment that
 * plays then, read as MPEG-TS (no ffmpeg run of the project reads a playlist).
 */
function writePoster({ dir, playlistPath, posterAt }) {
  const segments = playlistSegments(fs.readFileSync(playlistPath, 'utf8'));
  const at = segmentAt(segments, posterAt);
  run(
    [{ file: path.join(dir, at.file), container: 'mpegts' }],
    ['-ss', String(at.offset), '-frames:v', '1', '-q:v', '6', path.join(dir, 'poster.jpg')],
  );
}

/**
 * Renames each segment to a hash of its bytes, so it can be cached for good, and rewrites the
 * playlist to match. Answers the segment files and their durations, in order.
 */
function nameSegmentsByContent(dir, playlistPath, segmentName = /^(seg-\d+\.ts)$/gm) {
  const files = [];
  const text = fs.readFileSync(playlistPath, 'utf8').replace(segmentName, (name) => {
    const file = path.join(dir, name);
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
    fs.renameSync(file, path.join(dir, `${hash}.ts`));
    files.push(`${hash}.ts`);
    return `${hash}.ts`;
  });
  fs.writeFileSync(playlistPath, text);
  // Each segment's duration is on the #EXTINF line before it.
  const durations = [...text.matchAll(/^#EXTINF:([\d.]+),/gm)].map((m) => Number(m[1]));
  return files.map((file, i) => ({ file, seconds: durations[i] }));
}

export const dirBytes = (dir) =>
  fs.readdirSync(dir).reduce((n, f) => n + fs.statSync(path.join(dir, f)).size, 0);
