// A process that exits stops the ffmpeg runs it started: a server stopped mid-transcode must not
// leave its ffmpeg running beside the instance that runs the job again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ffmpegModule = path.join(import.meta.dirname, 'ffmpeg.ts');

/** Whether the process runs (a zombie waiting for init to reap it has stopped). */
function running(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0] !== 'Z';
  } catch {
    return false;
  }
}

it('stops its ffmpeg runs when the process exits', async () => {
  // The child starts a 10-hour encode of ffmpeg's test pattern, prints ffmpeg's pid, and exits.
  const script = `
    import { runFfmpeg } from ${JSON.stringify(ffmpegModule)};
    import { execFileSync } from 'node:child_process';
    runFfmpeg('ffmpeg', {
      inputs: [{ generated: 'testsrc=size=320x240:rate=25:duration=36000' }],
      // Quiet, as the server's runs are: a closed pipe would not stop it.
      args: ['-loglevel', 'error', '-f', 'null', '/dev/null'],
    }).catch(() => {});
    setTimeout(() => {
      const pid = execFileSync('pgrep', ['-P', String(process.pid), 'ffmpeg']).toString().trim();
      console.log(pid);
      process.exit(0);
    }, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  const pid = Number(out.trim());
  expect(pid).toBeGreaterThan(0);
  // SIGKILL is delivered at once; give the kernel a moment to end the process.
  for (let i = 0; i < 20 && running(pid); i++) await new Promise((r) => setTimeout(r, 50));
  expect(running(pid)).toBe(false);
}, 30_000);
