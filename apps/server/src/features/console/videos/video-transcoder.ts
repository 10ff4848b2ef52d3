import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  findTranscoder,
  runFfmpeg,
  type FfmpegPrograms,
  type FfmpegRun,
  type Transcoder,
} from '../../../platform/runtime/ffmpeg.ts';
import { HLS_LADDER, ladderFilter, ladderOutputArgs } from '../../videos/service.ts';

/** Runs ffmpeg to its end within a minute: whether it exited cleanly. */
const succeeds = (program: string, run: FfmpegRun) =>
  runFfmpeg(program, run, 60_000).then(
    () => true,
    () => false,
  );

/**
 * Whether these programs make the on-demand ladder: a one-second test picture encoded into every
 * rung, then read back. The ffmpeg shipped in the npm packages is an old build (2018): it is used
 * only where this works.
 */
async function makesLadder(p: FfmpegPrograms): Promise<boolean> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jetsweat-ladder-check-'));
  try {
    const encoded = await succeeds(p.ffmpegPath, {
      inputs: [
        { generated: 'testsrc=size=320x180:rate=25:duration=1' },
        { generated: 'sine=frequency=440:duration=1' },
      ],
      args: [
        ...['-loglevel', 'error', '-y'],
        ...['-filter_complex', `[0:v]setsar=1[v];[1:a]anull[a];${ladderFilter('v', 'a')}`],
        ...ladderOutputArgs({
          outDir: dir,
          audio: true,
          fps: 25,
          segmentSeconds: 1,
          crf: 35,
          preset: 'ultrafast',
          audioKbps: 64,
          audioChannels: 2,
        }),
      ],
    });
    if (!encoded) return false;
    // Its first segment read back by ffmpeg itself (the packaged ffprobe cannot read MPEG-TS
    // here), as MPEG-TS: no ffmpeg run of the server reads a playlist.
    const segment = {
      file: path.join(dir, `${HLS_LADDER[0]!.name}-000.ts`),
      container: 'mpegts' as const,
    };
    return await succeeds(p.ffmpegPath, {
      inputs: [segment],
      args: ['-v', 'error', '-f', 'null', '-'],
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const checked = new Map<string, Promise<Transcoder>>();

/**
 * The transcoder console uploads use (platform/runtime/ffmpeg.ts): the configured ffmpeg, else the
 * packaged one when it makes the ladder here, else none, which the console says. Once per process.
 */
export function uploadTranscoder(configured: FfmpegPrograms): Promise<Transcoder> {
  const key = `${configured.ffmpegPath}\n${configured.ffprobePath}`;
  let hit = checked.get(key);
  if (!hit) {
    hit = (async (): Promise<Transcoder> => {
      const found = await findTranscoder(configured);
      if (found.kind !== 'packaged') return found;
      return (await makesLadder(found.programs)) ? found : { kind: 'missing' };
    })();
    checked.set(key, hit);
  }
  return hit;
}
