import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findTranscoder, type FfmpegPrograms, type Transcoder } from '../../../platform/ffmpeg.ts';
import { FIRST_RUNG_PLAYLIST, ladderFilter, ladderOutputArgs } from '../../videos/service.ts';

/** Runs a program to its end within a minute: whether it exited cleanly. */
function succeeds(program: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { stdio: 'ignore', timeout: 60_000 });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * Whether these programs make the on-demand ladder: a one-second test picture encoded into every
 * rung, then read back. The ffmpeg shipped in the npm packages is an old build (2018): it is used
 * only where this works.
 */
async function makesLadder(p: FfmpegPrograms): Promise<boolean> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jetsweat-ladder-check-'));
  try {
    const encoded = await succeeds(p.ffmpegPath, [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=1'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
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
    ]);
    if (!encoded) return false;
    // Read back by ffmpeg itself (the packaged ffprobe cannot read MPEG-TS here).
    return await succeeds(p.ffmpegPath, [
      ...['-v', 'error', '-i', path.join(dir, FIRST_RUNG_PLAYLIST), '-f', 'null', '-'],
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const checked = new Map<string, Promise<Transcoder>>();

/**
 * The transcoder console uploads use (platform/ffmpeg.ts): the configured ffmpeg, else the
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
