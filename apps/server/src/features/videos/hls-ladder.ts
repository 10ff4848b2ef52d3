/**
 * The on-demand classes' adaptive ladder: the renditions every class is encoded into, and the one
 * ffmpeg invocation that makes them. The demo media (scripts/demo-media/encode-hls.mjs) and the
 * recorded live classes (features/live/recording/recording-transcode.ts) both encode through
 * here, so every class offers the player the same quality menu.
 *
 * The layout written into a folder:
 *   index.m3u8                 master naming one media playlist per rung
 *   360p.m3u8, 540p.m3u8, ...  media playlists
 *   360p-000.ts, ...           their segments (each rung carries the sound, since hls.js light
 *                              plays no separate audio rendition)
 */
import path from 'node:path';

export interface Rung {
  /** The media playlist's name and what the quality menu says: '540p'. */
  name: string;
  width: number;
  height: number;
  /** The ceiling of the rung's video bitrate, kbit/s; the encoder's quality target decides below it. */
  maxKbps: number;
}

/** Smallest first: the first rung is also where posters and durations are read. */
export const HLS_LADDER: readonly Rung[] = [
  { name: '360p', width: 640, height: 360, maxKbps: 800 },
  { name: '540p', width: 960, height: 540, maxKbps: 1400 },
  { name: '720p', width: 1280, height: 720, maxKbps: 2500 },
];

export const FIRST_RUNG_PLAYLIST = `${HLS_LADDER[0]!.name}.m3u8`;

/**
 * The rungs worth making of a picture `width` x `height`: up to the first rung whose frame holds
 * it at its own size, none above (an upscaled rung carries no more detail and costs the most to
 * encode); every rung when none holds it. A 640x480 camera gets 360p and 540p.
 */
export function rungsFor(width: number, height: number): readonly Rung[] {
  const holds = HLS_LADDER.findIndex((r) => r.width >= width && r.height >= height);
  return holds < 0 ? HLS_LADDER : HLS_LADDER.slice(0, holds + 1);
}
export const MASTER_PLAYLIST = 'index.m3u8';

/**
 * The filter graph's tail: the `video` label (already at the top rung's frame or any size with
 * square pixels) split and scaled into one picture per rung, the `audio` label split beside it.
 * `rungs`: the ladder, or the first rungs of it (rungsFor).
 */
export function ladderFilter(
  video: string,
  audio: string | undefined,
  rungs: readonly Rung[] = HLS_LADDER,
): string {
  const n = rungs.length;
  const videos =
    `[${video}]split=${n}${rungs.map((r) => `[s${r.name}]`).join('')};` +
    rungs.map((r) => `[s${r.name}]scale=${r.width}:${r.height}[v${r.name}]`).join(';');
  if (!audio) return videos;
  return `${videos};[${audio}]asplit=${n}${rungs.map((r) => `[a${r.name}]`).join('')}`;
}

export interface LadderEncoding {
  outDir: string;
  /** Whether `ladderFilter` was given an audio label. */
  audio: boolean;
  fps: number;
  segmentSeconds: number;
  /** x264's constant-quality target: higher is smaller (the demo's drawn pictures take 30). */
  crf: number;
  preset: string;
  audioKbps: number;
  audioChannels: number;
  /** Options for the outputs only the caller needs (single thread, bit-exact), placed before the muxer's. */
  extra?: string[];
  /** Where the input never ends (a generated picture): how many seconds each rung encodes. */
  seconds?: number;
  /** The rungs `ladderFilter` was given, when not the whole ladder. */
  rungs?: readonly Rung[];
  /** Put in each segment's name after the rung's ('-take1': 360p-take1-000.ts). */
  segmentInfix?: string;
}

/**
 * ffmpeg's output options for the ladder: one HLS output per rung, each with its own maps, codecs
 * and muxer, in one run. Not one output with `-var_stream_map`: the ffmpeg shipped in an npm
 * package (platform/runtime/ffmpeg.ts) is a 2018 build that cannot name its variant streams, and every
 * build makes the same files this way. The master playlist is written afterwards by
 * writeLadderMaster from what was encoded.
 */
export function ladderOutputArgs(e: LadderEncoding): string[] {
  return (e.rungs ?? HLS_LADDER).flatMap((r) => [
    '-map',
    `[v${r.name}]`,
    ...(e.audio ? ['-map', `[a${r.name}]`] : []),
    ...(e.seconds === undefined ? [] : ['-t', String(e.seconds)]),
    '-c:v',
    'libx264',
    // 4:2:0, which every browser decodes (and main profile requires) whatever the source is.
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'main',
    '-preset',
    e.preset,
    '-crf',
    String(e.crf),
    '-maxrate',
    `${r.maxKbps}k`,
    '-bufsize',
    `${r.maxKbps * 2}k`,
    // Two-second GOPs, never cut at scene changes, so every rung's segments start together.
    '-g',
    String(e.fps * 2),
    '-keyint_min',
    String(e.fps * 2),
    '-sc_threshold',
    '0',
    ...(e.audio ? ['-c:a', 'aac', '-b:a', `${e.audioKbps}k`, '-ac', String(e.audioChannels)] : []),
    ...(e.extra ?? []),
    '-f',
    'hls',
    '-hls_time',
    String(e.segmentSeconds),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(e.outDir, `${r.name}${e.segmentInfix ?? ''}-%03d.ts`),
    path.join(e.outDir, `${r.name}.m3u8`),
  ]);
}
