import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HLS_LADDER, MASTER_PLAYLIST } from './hls-ladder.ts';

/** A media playlist's segments: each file and how many seconds it plays. */
async function segmentsOf(playlist: string): Promise<{ file: string; seconds: number }[]> {
  const lines = (await readFile(playlist, 'utf8')).split('\n').map((l) => l.trim());
  const segments: { file: string; seconds: number }[] = [];
  let seconds: number | undefined;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#') && seconds !== undefined) {
      segments.push({ file: line, seconds });
      seconds = undefined;
    }
  }
  if (segments.length === 0) throw new Error(`${path.basename(playlist)} names no segment`);
  return segments;
}

/**
 * How long the encoded class plays, in seconds: its first rung's segments added up (read from the
 * playlist rather than by ffprobe, which the packaged build cannot run on MPEG-TS here).
 */
export async function ladderSeconds(outDir: string): Promise<number> {
  const segments = await segmentsOf(path.join(outDir, `${HLS_LADDER[0]!.name}.m3u8`));
  return segments.reduce((n, s) => n + s.seconds, 0);
}

/**
 * Writes the ladder's master playlist into `outDir` once ffmpeg has encoded every rung there
 * (hls-ladder.ts): one variant per rung with the bitrates its segments really use (the peak, as
 * HLS wants BANDWIDTH, and the average), so a player starts on a rung the network can carry.
 */
export async function writeLadderMaster(outDir: string): Promise<void> {
  const variants = await Promise.all(
    HLS_LADDER.map(async (r) => {
      const segments = await segmentsOf(path.join(outDir, `${r.name}.m3u8`));
      const sizes = await Promise.all(segments.map((s) => stat(path.join(outDir, s.file))));
      const bits = sizes.map((s) => s.size * 8);
      const peak = Math.max(...bits.map((b, i) => b / Math.max(segments[i]!.seconds, 0.001)));
      const total = segments.reduce((n, s) => n + s.seconds, 0);
      const average = bits.reduce((n, b) => n + b, 0) / Math.max(total, 0.001);
      return [
        `#EXT-X-STREAM-INF:BANDWIDTH=${Math.ceil(peak)},AVERAGE-BANDWIDTH=${Math.ceil(average)},RESOLUTION=${r.width}x${r.height}`,
        `${r.name}.m3u8`,
      ];
    }),
  );
  const master = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS', ...variants.flat()];
  await writeFile(path.join(outDir, MASTER_PLAYLIST), `${master.join('\n')}\n`);
}
