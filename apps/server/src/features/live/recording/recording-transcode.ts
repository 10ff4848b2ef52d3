import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  FIRST_RUNG_PLAYLIST,
  HLS_LADDER,
  ladderFilter,
  ladderOutputArgs,
  ladderSeconds,
  writeLadderMaster,
} from '../../videos/service.ts';

/**
 * The ffmpeg side of a recording: the takes (one WebM file per page load of the broadcast page)
 * joined in order into one VOD HLS rendition set laid out as the on-demand player expects
 * (features/videos/media-rendition.ts): the on-demand ladder of features/videos/hls-ladder.ts
 * (index.m3u8, a master naming 360p.m3u8, 540p.m3u8 and 720p.m3u8, their segments beside them;
 * every rung is made whatever the camera gave, so every class offers the same quality menu), and
 * poster.jpg. Runs the programs as child processes, never blocking the server.
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
      'stream=codec_type',
      '-of',
      'json',
      file,
    ]),
  ) as { streams?: { codec_type: string }[] };
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  if (!video) return undefined;
  const hasAudio = streams.some((s) => s.codec_type === 'audio');
  return {
    file,
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

const FPS = 25;
const SEGMENT_SECONDS = 4;
/** The top rung's frame: every take is fitted into it, then the ladder scales it down. */
const TOP = HLS_LADDER[HLS_LADDER.length - 1]!;

/** The filter graph: every take fitted into the top rung's frame, joined, then the ladder. */
function joinGraph(takes: TakeStreams[]): string {
  const parts = takes.map((t, i) => {
    const video =
      `[${i}:v]scale=${TOP.width}:${TOP.height}:force_original_aspect_ratio=decrease,` +
      `pad=${TOP.width}:${TOP.height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${FPS},format=yuv420p[v${i}]`;
    const audio = t.hasAudio ? `[${i}:a]aresample=48000` : `aevalsrc=0|0:s=48000:d=${t.seconds}`;
    return `${video};${audio},aformat=sample_fmts=fltp:channel_layouts=stereo[a${i}]`;
  });
  const joined = takes.map((_, i) => `[v${i}][a${i}]`).join('');
  return `${parts.join(';')};${joined}concat=n=${takes.length}:v=1:a=1[v][a];${ladderFilter('v', 'a')}`;
}

function encodeArgs(takes: TakeStreams[], outDir: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...takes.flatMap((t) => ['-i', t.file]),
    '-filter_complex',
    joinGraph(takes),
    ...ladderOutputArgs({
      outDir,
      audio: true,
      fps: FPS,
      segmentSeconds: SEGMENT_SECONDS,
      crf: 23,
      preset: 'veryfast',
      audioKbps: 96,
      audioChannels: 2,
    }),
  ];
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
  await run(p.ffmpegPath, encodeArgs(takes, outDir));
  await writeLadderMaster(outDir);
  const first = path.join(outDir, FIRST_RUNG_PLAYLIST);
  const seconds = await ladderSeconds(outDir);
  if (!(seconds > 0)) throw new Error('the encoded class has no length');
  // The poster: a frame a fifth of the way in (past the first moments of setting up), at most
  // a minute in. Sought after reading (-ss after -i): the packaged 2018 ffmpeg finds no frame
  // when it seeks inside an HLS playlist, and decoding a minute of the smallest rung is quick.
  const poster = path.join(outDir, 'poster.jpg');
  await run(p.ffmpegPath, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', first],
    ...['-ss', Math.min(60, seconds / 5).toFixed(2), '-frames:v', '1', '-q:v', '4', poster],
  ]);
  if (!existsSync(poster)) throw new Error('ffmpeg made no poster');
  return { seconds };
}
