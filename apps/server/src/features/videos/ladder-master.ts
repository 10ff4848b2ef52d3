import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HLS_LADDER, MASTER_PLAYLIST, type Rung } from './hls-ladder.ts';

/** A media playlist's segments, from its text: each file and how many seconds it plays. */
export function playlistSegments(text: string): { file: string; seconds: number }[] {
  const segments: { file: string; seconds: number }[] = [];
  let seconds: number | undefined;
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#') && seconds !== undefined) {
      segments.push({ file: line, seconds });
      seconds = undefined;
    }
  }
  return segments;
}

/**
 * The segment playing `seconds` in (the last one past the end) and how far into it that is: a
 * still is taken from the segment itself, read as MPEG-TS, never through the playlist
 * (platform/runtime/ffmpeg.ts reads no playlist).
 */
export function segmentAt(
  segments: { file: string; seconds: number }[],
  seconds: number,
): { file: string; offset: number } {
  let start = 0;
  for (const [i, s] of segments.entries()) {
    if (seconds < start + s.seconds || i === segments.length - 1)
      return { file: s.file, offset: Math.max(0, Math.min(seconds - start, s.seconds - 0.1)) };
    start += s.seconds;
  }
  throw new Error('the playlist names no segment');
}

/** A media playlist file's segments. */
async function segmentsOf(playlist: string): Promise<{ file: string; seconds: number }[]> {
  const segments = playlistSegments(await readFile(playlist, 'utf8'));
  if (segments.length === 0) throw new Error(`${path.basename(playlist)} names no segment`);
  return segments;
}

/** The first rung's segments in `outDir`, as the encode wrote them. */
export const firstRungSegments = (outDir: string) =>
  segmentsOf(path.join(outDir, `${HLS_LADDER[0]!.name}.m3u8`));

/**
 * How long the encoded class plays, in seconds: its first rung's segments added up (read from the
 * playlist rather than by ffprobe, which the packaged build cannot run on MPEG-TS here).
 */
export async function ladderSeconds(outDir: string): Promise<number> {
  const segments = await firstRungSegments(outDir);
  return segments.reduce((n, s) => n + s.seconds, 0);
}

/** A rung as encoded: its segments, how long each plays and how large it is. */
export interface EncodedRung {
  rung: Rung;
  segments: { seconds: number; bytes: number }[];
}

/**
 * The ladder's master playlist: one variant per rung with the bitrates its segments really use
 * (the peak, as HLS wants BANDWIDTH, and the average), so a player starts on a rung the network
 * can carry.
 */
export function masterPlaylist(rungs: EncodedRung[]): string {
  const variants = rungs.map(({ rung: r, segments }) => {
    const bits = segments.map((s) => s.bytes * 8);
    const peak = Math.max(...bits.map((b, i) => b / Math.max(segments[i]!.seconds, 0.001)));
    const total = segments.reduce((n, s) => n + s.seconds, 0);
    const average = bits.reduce((n, b) => n + b, 0) / Math.max(total, 0.001);
    return [
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.ceil(peak)},AVERAGE-BANDWIDTH=${Math.ceil(average)},RESOLUTION=${r.width}x${r.height}`,
      `${r.name}.m3u8`,
    ];
  });
  const master = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS', ...variants.flat()];
  return `${master.join('\n')}\n`;
}

/** A rung's segments in `outDir` as ffmpeg wrote them, with their sizes. */
export async function encodedRung(outDir: string, rung: Rung) {
  const segments = await segmentsOf(path.join(outDir, `${rung.name}.m3u8`));
  const sizes = await Promise.all(segments.map((s) => stat(path.join(outDir, s.file))));
  return { rung, segments: segments.map((s, i) => ({ ...s, bytes: sizes[i]!.size })) };
}

/**
 * Writes the ladder's master playlist into `outDir` once ffmpeg has encoded every rung there
 * (hls-ladder.ts; `rungs` when it encoded only the first ones).
 */
export async function writeLadderMaster(
  outDir: string,
  rungs: readonly Rung[] = HLS_LADDER,
): Promise<void> {
  const encoded = await Promise.all(rungs.map((r) => encodedRung(outDir, r)));
  await writeFile(path.join(outDir, MASTER_PLAYLIST), masterPlaylist(encoded));
}
