import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { repoRoot } from '../../platform/config/server-root.ts';
import type { Deps } from '../../platform/deps.ts';

/** The one command that makes the generated demo media (`npm run demo:media`). */
const SCRIPT = path.join(repoRoot, 'scripts/demo-media/make-demo-media.mjs');
/** Below the server's own priority: a page asked for meanwhile is answered first. */
const NICENESS = 10;

/** Whether ffmpeg runs here (without blocking the event loop as spawnSync would). */
const ffmpegRuns = () =>
  new Promise<boolean>((resolve) => {
    const probe = spawn('ffmpeg', ['-version'], { stdio: 'ignore' });
    probe.on('error', () => resolve(false));
    probe.on('close', (code) => resolve(code === 0));
  });

/** Runs the maker into the media folder, logging its summary, its warnings and how it ended. */
function runMaker(mediaDir: string, log: FastifyBaseLogger) {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: repoRoot,
    env: { ...process.env, MEDIA_DIR: mediaDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid) os.setPriority(child.pid, NICENESS);
  let said = false;
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    for (const line of text.split('\n').filter(Boolean)) {
      // The first item drawn: the only sign the videos were not there yet.
      if (!said && line.startsWith('demo media: '))
        log.info(
          'Making the demo videos in the background (a few minutes): until each is made, its player says it is being prepared',
        );
      said = true;
      log.debug(line);
    }
  });
  child.stderr.setEncoding('utf8').on('data', (text: string) => log.warn(text.trim()));
  child.on('close', (code, signal) => {
    if (code === 0 && said) log.info('The demo videos are made');
    else if (code !== 0 && !signal)
      log.warn(`Making the demo videos failed (exit ${code}): run npm run demo:media to see why`);
  });
  return child;
}

/**
 * On a development server with the demo data, the demo videos that are not committed (the demo
 * classes' renditions and the studios' previews: docs/decisions/0101-demo-media-generated.md) are
 * made in the background once the server listens, so the first start is not held up by them; a
 * later start finds them made and the maker ends at once. Production and the tests never make
 * them (the tests' runner does, before the suites that play them).
 */
export function makeDemoMediaAfterListen(app: FastifyInstance, deps: Pick<Deps, 'config'>) {
  const { config } = deps;
  if (config.env !== 'development' || !config.seedDemo || !fs.existsSync(SCRIPT)) return;
  // The media routes serve from it; on a first start it is not there yet.
  fs.mkdirSync(config.media.dir, { recursive: true });
  let child: ReturnType<typeof runMaker> | undefined;
  app.addHook('onListen', async () => {
    if (!(await ffmpegRuns())) {
      app.log.warn(
        'ffmpeg is not installed, so the demo videos will be missing: install it (Debian: apt-get install ffmpeg), then run npm run demo:media',
      );
      return;
    }
    child = runMaker(config.media.dir, app.log);
  });
  app.addHook('onClose', async () => {
    child?.kill();
  });
}
