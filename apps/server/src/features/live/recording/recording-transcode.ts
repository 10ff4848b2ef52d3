import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  runFfmpeg,
  type FfmpegPrograms,
  type MediaContainer,
} from '../../../platform/runtime/ffmpeg.ts';
import {
  encodedRung,
  firstRungSegments,
  HLS_LADDER,
  ladderFilter,
  ladderOutputArgs,
  ladderSeconds,
  rungsFor,
  segmentAt,
  writeLadderMaster,
  type Rung,
} from '../../videos/service.ts';

/**
 * The ffmpeg side of a recording and of a console upload, into the on-demand ladder of
 * features/videos/hls-ladder.ts laid out as the player expects (features/videos/media-rendition.ts:
 * index.m3u8, a master naming 360p.m3u8 and up, their segments beside them, and poster.jpg).
 *
 * - A console upload: its file into every rung, with x264's veryfast preset (transcodeTakes).
 * - A recording: each take (one MediaRecorder's WebM: the page starts one every
 *   RECORDING_TAKE_SECONDS, and on each load) encoded on its own as it ends (encodeTake), into the
 *   rungs up to the one that holds its picture (rungsFor: a 640x480 camera gets 360p and 540p, a
 *   720p one all three) with the superfast preset; recording-job.ts joins the takes' playlists.
 *   So a class's end leaves only its last minutes to encode: a 45-minute class is in the library
 *   within 15 minutes of its end on a two-core machine (docs/benchmarks.md).
 *
 * Each file is read as the container its caller found in its bytes, and as nothing else
 * (platform/runtime/ffmpeg.ts).
 */

/** How a transcode trades work for size: a recording's must be quick, an upload's every rung. */
export type TranscodeKind = 'recording' | 'upload';

/** A local file to encode and the container it is read as. */
export interface MediaFile {
  file: string;
  container: MediaContainer;
}

interface TakeStreams {
  media: MediaFile;
  hasAudio: boolean;
  /** Its picture's size, as the camera gave it. */
  width: number;
  height: number;
  /** Seconds; measured only for a take without sound (its silence must be as long). */
  seconds: number;
}

async function probeTake(p: FfmpegPrograms, media: MediaFile): Promise<TakeStreams | undefined> {
  const info = JSON.parse(
    await runFfmpeg(p.ffprobePath, {
      inputs: [media],
      args: ['-v', 'error', '-show_entries', 'stream=codec_type,width,height', '-of', 'json'],
    }),
  ) as { streams?: { codec_type: string; width?: number; height?: number }[] };
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  if (!video) return undefined;
  const hasAudio = streams.some((s) => s.codec_type === 'audio');
  return {
    media,
    hasAudio,
    width: video.width ?? 0,
    height: video.height ?? 0,
    seconds: hasAudio ? 0 : await lastPacketSeconds(p, media),
  };
}

/**
 * How long a take lasts. MediaRecorder writes no duration into its WebM, so the last video
 * packet's time is read (demuxing only, no decoding).
 */
async function lastPacketSeconds(p: FfmpegPrograms, media: MediaFile): Promise<number> {
  const out = await runFfmpeg(p.ffprobePath, {
    inputs: [media],
    args: [
      ...['-v', 'error', '-select_streams', 'v:0'],
      ...['-show_entries', 'packet=pts_time', '-of', 'csv=p=0'],
    ],
  });
  const times = out.split('\n').map(Number).filter(Number.isFinite);
  return Math.max(0.1, ...times);
}

const FPS = 25;
const SEGMENT_SECONDS = 4;

/**
 * The filter graph: every take fitted into the top rung's frame (the frames of rungs made, the
 * largest), joined, then the ladder. The frame rate is set first, so a frame dropped is never
 * scaled.
 */
function joinGraph(takes: TakeStreams[], rungs: readonly Rung[]): string {
  const top = rungs[rungs.length - 1]!;
  const parts = takes.map((t, i) => {
    const video =
      `[${i}:v]fps=${FPS},scale=${top.width}:${top.height}:force_original_aspect_ratio=decrease,` +
      `pad=${top.width}:${top.height}:(ow-iw)/2:(oh-ih)/2,setsar=1,format=yuv420p[v${i}]`;
    const audio = t.hasAudio ? `[${i}:a]aresample=48000` : `aevalsrc=0|0:s=48000:d=${t.seconds}`;
    return `${video};${audio},aformat=sample_fmts=fltp:channel_layouts=stereo[a${i}]`;
  });
  const joined = takes.map((_, i) => `[v${i}][a${i}]`).join('');
  return `${parts.join(';')};${joined}concat=n=${takes.length}:v=1:a=1[v][a];${ladderFilter('v', 'a', rungs)}`;
}

function encodeArgs(
  takes: TakeStreams[],
  rungs: readonly Rung[],
  kind: TranscodeKind,
  outDir: string,
  segmentInfix?: string,
): string[] {
  return [
    '-loglevel',
    'error',
    '-y',
    '-filter_complex',
    joinGraph(takes, rungs),
    ...ladderOutputArgs({
      outDir,
      audio: true,
      fps: FPS,
      segmentSeconds: SEGMENT_SECONDS,
      crf: 23,
      // For a recording, a third less work than veryfast, a little larger at the same quality.
      preset: kind === 'recording' ? 'superfast' : 'veryfast',
      audioKbps: 96,
      audioChannels: 2,
      rungs,
      segmentInfix,
    }),
  ];
}

/**
 * A frame of a segment (an MPEG-TS file) `offset` seconds in, as the class's poster. Sought after
 * reading (-ss after -i), which every ffmpeg build finds a frame by, and decoding one segment is
 * quick.
 */
export async function writePoster(
  p: FfmpegPrograms,
  segment: string,
  offset: number,
  poster: string,
): Promise<void> {
  await runFfmpeg(p.ffmpegPath, {
    inputs: [{ file: segment, container: 'mpegts' }],
    args: [
      ...['-loglevel', 'error', '-y', '-ss', offset.toFixed(2)],
      ...['-frames:v', '1', '-q:v', '4', poster],
    ],
  });
  if (!existsSync(poster)) throw new Error('ffmpeg made no poster');
}

/**
 * Joins `files` (in order) and encodes them into `outDir` with every rung (a console upload):
 * answers the class's length in seconds. Takes with no picture are left out; a take without
 * sound gets silence.
 */
export async function transcodeTakes(
  p: FfmpegPrograms,
  files: MediaFile[],
  outDir: string,
): Promise<{ seconds: number }> {
  const takes = (await Promise.all(files.map((f) => probeTake(p, f)))).filter(
    (t): t is TakeStreams => t !== undefined,
  );
  if (takes.length === 0) throw new Error('the recording holds no video');
  await runFfmpeg(p.ffmpegPath, {
    inputs: takes.map((t) => t.media),
    args: encodeArgs(takes, HLS_LADDER, 'upload', outDir),
  });
  await writeLadderMaster(outDir);
  const seconds = await ladderSeconds(outDir);
  if (!(seconds > 0)) throw new Error('the encoded class has no length');
  // The poster: a frame a fifth of the way in (past the first moments of setting up), at most
  // a minute in, from the smallest rung's segment that plays then.
  const at = segmentAt(await firstRungSegments(outDir), Math.min(60, seconds / 5));
  await writePoster(p, path.join(outDir, at.file), at.offset, path.join(outDir, 'poster.jpg'));
  return { seconds };
}

/** One take of a recording encoded on its own: its rungs' segments, in order. */
export interface EncodedTake {
  seconds: number;
  rungs: { name: string; segments: { file: string; seconds: number; bytes: number }[] }[];
}

/**
 * Encodes one take of a recording into `outDir` (a recording is encoded take by take, as each
 * ends: recording-job.ts), its segments named with `infix` ('360p-{infix}-000.ts') so the takes'
 * segments can sit in one folder: the rungs up to the one that holds its picture, with x264's
 * superfast preset. Undefined for a take without a picture (a camera that never started).
 */
export async function encodeTake(
  p: FfmpegPrograms,
  media: MediaFile,
  outDir: string,
  infix: string,
): Promise<EncodedTake | undefined> {
  const take = await probeTake(p, media);
  if (!take) return undefined;
  const rungs = rungsFor(take.width, take.height);
  await runFfmpeg(p.ffmpegPath, {
    inputs: [take.media],
    args: encodeArgs([take], rungs, 'recording', outDir, `-${infix}`),
  });
  const encoded = await Promise.all(rungs.map((r) => encodedRung(outDir, r)));
  const seconds = encoded[0]!.segments.reduce((n, s) => n + s.seconds, 0);
  if (!(seconds > 0)) throw new Error('the encoded take has no length');
  return {
    seconds,
    rungs: encoded.map((e) => ({ name: e.rung.name, segments: e.segments })),
  };
}
