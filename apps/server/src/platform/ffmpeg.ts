import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/** The two programs a transcode runs. */
export interface FfmpegPrograms {
  ffmpegPath: string;
  ffprobePath: string;
}

/**
 * Which ffmpeg this server transcodes with: the configured one (FFMPEG_PATH, by default Debian's
 * on the PATH) when it runs, else the one shipped inside the npm packages @ffmpeg-installer/ffmpeg
 * and @ffprobe-installer/ffprobe (so `npm install && npm start` can transcode on a machine
 * without ffmpeg), else none: the console then says so.
 */
export type Transcoder =
  { kind: 'system' | 'packaged'; programs: FfmpegPrograms } | { kind: 'missing' };

/** Whether a program starts and exits cleanly when asked its version. */
function runs(program: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(program, ['-version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** The packaged programs' paths, when their packages (and this platform's binaries) are there. */
function packagedPrograms(): FfmpegPrograms | undefined {
  const require = createRequire(import.meta.url);
  try {
    const ffmpeg = require('@ffmpeg-installer/ffmpeg') as { path: string };
    const ffprobe = require('@ffprobe-installer/ffprobe') as { path: string };
    return { ffmpegPath: ffmpeg.path, ffprobePath: ffprobe.path };
  } catch {
    // No binary for this platform, or the optional packages were not installed.
    return undefined;
  }
}

async function both(p: FfmpegPrograms): Promise<boolean> {
  const [a, b] = await Promise.all([runs(p.ffmpegPath), runs(p.ffprobePath)]);
  return a && b;
}

const found = new Map<string, Promise<Transcoder>>();

/** The transcoder for the configured programs, looked for once per process. */
export function findTranscoder(configured: FfmpegPrograms): Promise<Transcoder> {
  const key = `${configured.ffmpegPath}\n${configured.ffprobePath}`;
  let hit = found.get(key);
  if (!hit) {
    hit = (async (): Promise<Transcoder> => {
      if (await both(configured)) return { kind: 'system', programs: configured };
      const packaged = packagedPrograms();
      if (packaged && (await both(packaged))) return { kind: 'packaged', programs: packaged };
      return { kind: 'missing' };
    })();
    found.set(key, hit);
  }
  return hit;
}
