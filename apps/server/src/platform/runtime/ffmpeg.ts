import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The two programs a transcode runs. */
export interface FfmpegPrograms {
  ffmpegPath: string;
  ffprobePath: string;
}

/**
 * Which ffmpeg this server transcodes with: the configured one (FFMPEG_PATH, by default Debian's
 * on the PATH) when it runs, else none: the console then says so, and the start warns.
 */
export type Transcoder = { kind: 'system'; programs: FfmpegPrograms } | { kind: 'missing' };

/** Whether a program starts and exits cleanly when asked its version. */
function runs(program: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(program, ['-version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
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
      return { kind: 'missing' };
    })();
    found.set(key, hit);
  }
  return hit;
}

/**
 * The one rule for what ffmpeg reads (issue 50, item 2). Each input is opened with its demuxer
 * named (`-f`), never found by probing its bytes, over the file protocol only, and by a `file:`
 * path (so no name reads as another protocol). Probing is how a text file becomes an HLS
 * playlist, a concat list or an image sequence, and each of those opens the files it names: a
 * recording part holding a playlist made the server publish media from its own disk. A named
 * container demuxer reads its one file. Every ffmpeg and ffprobe run of the project builds its
 * arguments here (ffmpegArgs), the server's through runFfmpeg, the scripts' demo media too.
 */
const DEMUXERS = {
  /** Matroska and WebM (MediaRecorder's recordings): ffmpeg's one demuxer reads both. */
  matroska: 'matroska',
  /** ISO media: MP4, MOV, M4V, 3GP. */
  mov: 'mov',
  mpegts: 'mpegts',
  /** MPEG program stream. */
  mpegps: 'mpeg',
  avi: 'avi',
  flv: 'flv',
} as const;

/** A container a file is read as: whoever hands ffmpeg the file found it in the file's bytes. */
export type MediaContainer = keyof typeof DEMUXERS;
export const MEDIA_CONTAINERS = Object.keys(DEMUXERS) as MediaContainer[];

/** What ffmpeg reads: a local file as one container, or pictures and sound it generates. */
export type FfmpegInput = { file: string; container: MediaContainer } | { generated: string };

/** The filters that open a media file they name, found by probing: never in a generated input. */
const OPENS_FILES = /(?:^|[^a-z_])(?:a?movie|subtitles|ass)\s*=/i;

function inputArgs(input: FfmpegInput): string[] {
  if ('generated' in input) {
    if (OPENS_FILES.test(input.generated))
      throw new Error(`a generated input opens a file: ${input.generated}`);
    return ['-f', 'lavfi', '-i', input.generated];
  }
  if (!path.isAbsolute(input.file))
    throw new Error(`an input must be an absolute path: ${input.file}`);
  // External data references (an MP4 naming other files) stay off, as ffmpeg's default is.
  const mov = input.container === 'mov' ? ['-enable_drefs', '0'] : [];
  const demuxer = DEMUXERS[input.container];
  return ['-protocol_whitelist', 'file', ...mov, '-f', demuxer, '-i', `file:${input.file}`];
}

export interface FfmpegRun {
  /** What is read, in order: the first is input 0 of the filter graph. */
  inputs: FfmpegInput[];
  /** Everything else: logging, filters, maps, outputs. Never an input (`-i`). */
  args: string[];
}

/** A run's whole argument list, for ffmpeg or ffprobe: its inputs first, each opened by the rule. */
export function ffmpegArgs(run: FfmpegRun): string[] {
  if (run.args.includes('-i')) throw new Error("an input must be given as one of the run's inputs");
  return ['-hide_banner', ...run.inputs.flatMap(inputArgs), ...run.args];
}

/** ffmpeg or ffprobe could not be started: said in words an operator can act on. */
export class FfmpegMissingError extends Error {
  constructor(program: string) {
    super(
      `${program} was not found (set FFMPEG_PATH and FFPROBE_PATH, or install it: on Debian ` +
        `apt-get install ffmpeg); what was to be transcoded is kept, so it can be processed again`,
    );
    this.name = 'FfmpegMissingError';
  }
}

/**
 * The runs under way. A server that exits stops them: its job is run again by whichever instance
 * takes it, and a transcode left behind would only take that run's CPU.
 */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Runs ffmpeg or ffprobe (`program`) to its end, as a child process that never blocks the server:
 * its standard output, or an error with the end of what it said. `timeoutMs` stops a run that
 * hangs.
 */
export function runFfmpeg(program: string, run: FfmpegRun, timeoutMs?: number): Promise<string> {
  const args = ffmpegArgs(run);
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    running.add(child);
    child.on('exit', () => running.delete(child));
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
