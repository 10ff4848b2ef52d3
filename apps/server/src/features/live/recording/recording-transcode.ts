import { existsSync } from 'node:fs';
import path from 'node:path';
import { runFfmpeg, type FfmpegPrograms, type MediaContainer } from '../../../platform/ffmpeg.ts';
import {
  firstRungSegments,
  HLS_LADDER,
  ladderFilter,
  ladderOutputArgs,
  ladderSeconds,
  segmentAt,
  writeLadderMaster,
} from '../../videos/service.ts';

/**
 * The ffmpeg side of a recording: the takes (one WebM file per page load of the broadcast page)
 * joined in order into one VOD HLS rendition set laid out as the on-demand player expects
 * (features/videos/media-rendition.ts): the on-demand ladder of features/videos/hls-ladder.ts
 * (index.m3u8, a master naming 360p.m3u8, 540p.m3u8 and 720p.m3u8, their segments beside them;
 * every rung is made whatever the camera gave, so every class offers the same quality menu), and
 * poster.jpg. Console uploads are encoded here too. Each file is read as the container its caller
 * found in its bytes, and as nothing else (platform/ffmpeg.ts).
 */

/** A local file to encode and the container it is read as. */
export interface MediaFile {
  file: string;
  container: MediaContainer;
}

interface TakeStreams {
  media: MediaFile;
  hasAudio: boolean;
  /** Seconds; measured only for a take without sound (its silence must be as long). */
  seconds: number;
}

async function probeTake(p: FfmpegPrograms, media: MediaFile): Promise<TakeStreams | undefined> {
  const info = JSON.parse(
    await runFfmpeg(p.ffprobePath, {
      inputs: [media],
      args: ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'json'],
    }),
  ) as { streams?: { codec_type: string }[] };
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  if (!video) return undefined;
  const hasAudio = streams.some((s) => s.codec_type === 'audio');
  return {
    media,
    hasAudio,
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
    '-loglevel',
    'error',
    '-y',
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
 * Joins `files` (in order) and encodes them into `outDir`: answers the class's length in seconds.
 * Takes with no picture are left out; a take without sound gets silence.
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
    args: encodeArgs(takes, outDir),
  });
  await writeLadderMaster(outDir);
  const seconds = await ladderSeconds(outDir);
  if (!(seconds > 0)) throw new Error('the encoded class has no length');
  // The poster: a frame a fifth of the way in (past the first moments of setting up), at most
  // a minute in, from the smallest rung's segment that plays then. Sought after reading (-ss
  // after -i), which every ffmpeg build finds a frame by, and decoding one segment is quick.
  const at = segmentAt(await firstRungSegments(outDir), Math.min(60, seconds / 5));
  const poster = path.join(outDir, 'poster.jpg');
  await runFfmpeg(p.ffmpegPath, {
    inputs: [{ file: path.join(outDir, at.file), container: 'mpegts' }],
    args: [
      ...['-loglevel', 'error', '-y', '-ss', at.offset.toFixed(2)],
      ...['-frames:v', '1', '-q:v', '4', poster],
    ],
  });
  if (!existsSync(poster)) throw new Error('ffmpeg made no poster');
  return { seconds };
}
