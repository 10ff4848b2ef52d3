/**
 * Makes a short sample class to try the studio console's video upload with (issue 25): a
 * 20-second MP4 of ffmpeg's test pattern and a tone, written to data/sample-class.mp4 (or the
 * path given).
 *
 *   node scripts/demo-media/make-upload-sample.mjs [out.mp4]
 *
 * Uses ffmpeg on the PATH (Debian: `apt-get install ffmpeg`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ffmpegArgs } from '../../apps/server/src/platform/runtime/ffmpeg.ts';

function ffmpegProgram() {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return 'ffmpeg';
  } catch {
    console.error('ffmpeg was not found: install it (Debian: apt-get install ffmpeg)');
    process.exit(1);
  }
}

const out = path.resolve(process.argv[2] ?? 'data/sample-class.mp4');
fs.mkdirSync(path.dirname(out), { recursive: true });
execFileSync(
  ffmpegProgram(),
  ffmpegArgs({
    inputs: [
      { generated: 'testsrc2=size=640x360:rate=25:duration=20' },
      { generated: 'sine=frequency=330:duration=20' },
    ],
    args: [
      ...['-loglevel', 'error', '-y'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-shortest', out],
    ],
  }),
);
console.log(`Wrote ${path.relative(process.cwd(), out)}`);
