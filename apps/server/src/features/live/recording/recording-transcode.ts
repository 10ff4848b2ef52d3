import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The ffmpeg side of a recording: the takes (one WebM file per page load of the broadcast page)
 * joined in order into one VOD HLS rendition set laid out as the on-demand player expects
 * (features/videos/media-rendition.ts): index.m3u8, a master naming one media playlist per
 * rendition (360p.m3u8, and 720p.m3u8 when the camera gave 720 lines or more), their segments
 * beside them, and poster.jpg. Runs the programs as child processes, never blocking the server.
 */

export interface FfmpegPrograms {
  ffmpegPath: string;
  ffprobePath: string;
}

/** ffmpeg or ffprobe could not be started: the job says so in words an operator can act on. */
export class FfmpegMissingError extends Error {
  constructor(program: string) {
    super(
      `${program} was not found (set FFMPEG_PATH and FFPROBE_PATH, or install it: on Debian ` +
        `apt-get install ffmpeg); the recording's parts are kept, so it can be processed again`,
    );
    this.name = 'FfmpegMissingError';
  }
}

/** Runs a program to its end: its standard output, or an error with the end of what it said. */
function run(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    // Only the end matters, and a long transcode says a lot.
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'ENOENT' ? new FfmpegMissingError(path.basename(program)) : e),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${path.basename(program)} exited with ${code}: ${err.trim()}`)),
    );
  });
}

interface TakeStreams {
  file: string;
  height: number;
  hasAudio: boolean;
  /** Seconds; measured only for a take without sound (its silence must be as long). */
  seconds: number;
}

async function probeTake(p: FfmpegPrograms, file: string): Promise<TakeStreams | undefined> {
  const info = JSON.parse(
    await run(p.ffprobePath, [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,height',
      '-of',
      'json',
      file,
    ]),
  ) as { streams?: { codec_type: string; height?: number }[] };
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  if (!video) return undefined;
  const hasAudio = streams.some((s) => s.codec_type === 'audio');
  return {
    file,
    height: video.height ?? 0,
    hasAudio,
    seconds: hasAudio ? 0 : await lastPacketSeconds(p, file),
  };
}

/**
 * How long a take lasts. MediaRecorder writes no duration into its WebM, so the last video
 * packet's time is read (demuxing only, no decoding).
 */
async function lastPacketSeconds(p: FfmpegPrograms, file: string): Promise<number> {
  const out = await run(p.ffprobePath, [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'packet=pts_time',
    '-of',
    'csv=p=0',
    file,
  ]);
  const times = out.split('\n').map(Number).filter(Number.isFinite);
  return Math.max(0.1, ...times);
}

interface Rendition {
  name: string;
  width: number;
  height: number;
  maxrate: string;
  bufsize: string;
}
const RENDITIONS: Rendition[] = [
  { name: '360p', width: 640, height: 360, maxrate: '800k', bufsize: '1600k' },
  { name: '720p', width: 1280, height: 720, maxrate: '2500k', bufsize: '5000k' },
];
const FPS = 25;
const SEGMENT_SECONDS = 4;

/** The filter graph: every take fitted into the largest rendition's frame, then joined. */
function joinGraph(takes: TakeStreams[], renditions: Rendition[]): string {
  const top = renditions[renditions.length - 1]!;
  const parts = takes.map((t, i) => {
    const video =
      `[${i}:v]scale=${top.width}:${top.height}:force_original_aspect_ratio=decrease,` +
      `pad=${top.width}:${top.height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${FPS},format=yuv420p[v${i}]`;
    const audio = t.hasAudio ? `[${i}:a]aresample=48000` : `aevalsrc=0|0:s=48000:d=${t.seconds}`;
    return `${video};${audio},aformat=sample_fmts=fltp:channel_layouts=stereo[a${i}]`;
  });
  const joined = takes.map((_, i) => `[v${i}][a${i}]`).join('');
  const n = renditions.length;
  const split =
    `[v]split=${n}${renditions.map((r) => `[s${r.name}]`).join('')};` +
    renditions.map((r) => `[s${r.name}]scale=${r.width}:${r.height}[o${r.name}]`).join(';') +
    `;[a]asplit=${n}${renditions.map((r) => `[a${r.name}]`).join('')}`;
  return `${parts.join(';')};${joined}concat=n=${takes.length}:v=1:a=1[v][a];${split}`;
}

function encodeArgs(takes: TakeStreams[], renditions: Rendition[], outDir: string): string[] {
  const maps = renditions.flatMap((r, i) => [
    '-map',
    `[o${r.name}]`,
    '-map',
    `[a${r.name}]`,
    `-maxrate:v:${i}`,
    r.maxrate,
    `-bufsize:v:${i}`,
    r.bufsize,
  ]);
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...takes.flatMap((t) => ['-i', t.file]),
    '-filter_complex',
    joinGraph(takes, renditions),
    ...maps,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-g',
    String(FPS * 2),
    '-keyint_min',
    String(FPS * 2),
    '-sc_threshold',
    '0',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(outDir, '%v-%05d.ts'),
    '-master_pl_name',
    'index.m3u8',
    '-var_stream_map',
    renditions.map((r, i) => `v:${i},a:${i},name:${r.name}`).join(' '),
    path.join(outDir, '%v.m3u8'),
  ];
}

/** How long the encoded class lasts, in seconds, read from its first media playlist. */
async function durationOf(p: FfmpegPrograms, playlist: string): Promise<number> {
  const out = await run(p.ffprobePath, [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    playlist,
  ]);
  const seconds = Number(out.trim());
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('ffprobe gave no duration');
  return seconds;
}

/**
 * Joins `takeFiles` (in order) and encodes them into `outDir`: answers the class's length in
 * seconds. Takes with no picture are left out; a take without sound gets silence.
 */
export async function transcodeTakes(
  p: FfmpegPrograms,
  takeFiles: string[],
  outDir: string,
): Promise<{ seconds: number }> {
  const takes = (await Promise.all(takeFiles.map((f) => probeTake(p, f)))).filter(
    (t): t is TakeStreams => t !== undefined,
  );
  if (takes.length === 0) throw new Error('the recording holds no video');
  const tallest = Math.max(...takes.map((t) => t.height));
  const renditions = RENDITIONS.filter((r, i) => i === 0 || tallest >= r.height);
  await run(p.ffmpegPath, encodeArgs(takes, renditions, outDir));
  const first = path.join(outDir, `${renditions[0]!.name}.m3u8`);
  const seconds = await durationOf(p, first);
  // The poster: a frame a fifth of the way in (past the first moments of setting up), at most
  // a minute in.
  const posterAt = Math.min(60, seconds / 5).toFixed(2);
  await run(p.ffmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    posterAt,
    '-i',
    first,
    '-frames:v',
    '1',
    '-q:v',
    '4',
    path.join(outDir, 'poster.jpg'),
  ]);
  return { seconds };
}
