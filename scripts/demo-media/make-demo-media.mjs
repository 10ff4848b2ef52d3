/**
 * `npm run demo:media`: makes the generated demo media (video-makers.mjs: the demo studios'
 * previews and the demo classes' renditions with their looped lengths) into the media folder
 * (demo-media-dir.mjs: MEDIA_DIR, by default DATA_DIR/demo-media), skipping what is made already.
 *
 *   node --import tsx scripts/demo-media/make-demo-media.mjs [--jobs N]
 *
 * Each item's folder keeps a content key (.key): a hash of its definition and of the scripts
 * that draw it, so a changed definition remakes only its item, and a changed script all of them.
 * An item is drawn into a folder of its own under .making/ and renamed into place when whole, so
 * a server never serves half an item. One run at a time per media folder (a lock file); a second
 * waits for the first, then finds everything made. Needs ffmpeg (Debian: apt-get install ffmpeg).
 * Figures: docs/decisions/0101-demo-media-generated.md.
 *
 * Every item made is kept, by its key, in the machine's cache as well (demo-media-cache.mjs), so a
 * second checkout on the same machine, a fresh clone in CI among them, copies it in a second
 * instead of drawing it again (docs/decisions/0126-demo-media-machine-cache.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedItem, keepInCache } from './demo-media-cache.mjs';
import { demoMediaDir, repoRoot } from './demo-media-dir.mjs';
import { lengthsByRendition, writeLengths } from './make-class-lengths.mjs';
import { generatedItems } from './video-makers.mjs';

/** The files whose change changes every item's bytes. */
const DRAWN_BY = [
  'scripts/demo-media/video-makers.mjs',
  'scripts/demo-media/encode-hls.mjs',
  'scripts/demo-media/captions.mjs',
  'apps/server/src/features/videos/hls-ladder.ts',
];
const KEY_FILE = '.key';
const LENGTHS_FILE = '.lengths';
const self = fileURLToPath(import.meta.url);

export const keyOf = (() => {
  const scripts = createHash('sha256');
  for (const file of DRAWN_BY) scripts.update(fs.readFileSync(path.join(repoRoot, file)));
  const scriptsKey = scripts.digest('hex');
  return (item) =>
    createHash('sha256')
      .update(`${scriptsKey}\n${JSON.stringify(item.definition)}`)
      .digest('hex')
      .slice(0, 16);
})();

const readText = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '');

/** Whether ffmpeg runs here. */
export const hasFfmpeg = () => !spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).error;

const isAlive = (pid) => {
  try {
    return pid > 0 && process.kill(pid, 0);
  } catch {
    return false;
  }
};

/** Takes the media folder's lock, waiting while a live process holds it. Answers its release. */
async function lock(dir) {
  const file = path.join(dir, '.making.lock');
  for (let waited = false; ;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    const holder = Number(readText(file));
    if (!isAlive(holder)) fs.rmSync(file, { force: true });
    else {
      if (!waited) console.log(`demo media: waiting for process ${holder}, which is making them`);
      waited = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** The items being drawn, each a process group: the child and the ffmpeg it runs. */
const drawing = new Set();
/** Stopped (a server shutting down, Ctrl-C): no ffmpeg is left running, and the lock is freed. */
let releaseLock = () => {};
function stopDrawing() {
  for (const pid of drawing)
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Ended already.
    }
  releaseLock();
}

/** Draws one item in a child process (the encodes block), into `into`. */
const drawInChild = (folder, into) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', self, '--item', folder, into], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      // Its own process group, so that stopping it stops its ffmpeg too.
      detached: true,
    });
    drawing.add(child.pid);
    child.on('error', reject);
    child.on('close', (code) => {
      drawing.delete(child.pid);
      if (code === 0) resolve();
      else reject(new Error(`making ${folder} failed (exit ${code})`));
    });
  });

/**
 * Draws `item` under .making/ (or copies it from the machine's cache, where an earlier checkout
 * drew the same key) and renames it into place in `dir`, with its lengths and key.
 */
async function makeItem(dir, item, minutes) {
  const t0 = Date.now();
  const into = path.join(dir, '.making', item.folder.replace('/', '-'));
  fs.mkdirSync(into, { recursive: true });
  const key = keyOf(item);
  const fromCache = cachedItem(item.folder, key, into);
  if (!fromCache) {
    await drawInChild(item.folder, into);
    keepInCache(item.folder, key, into);
  }
  if (minutes) writeLengthsOf(into, minutes);
  fs.writeFileSync(path.join(into, KEY_FILE), `${key}\n`);
  const final = path.join(dir, item.folder);
  fs.mkdirSync(path.dirname(final), { recursive: true });
  fs.rmSync(final, { recursive: true, force: true });
  fs.renameSync(into, final);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  const how = fromCache ? ' (copied from the machine cache)' : '';
  console.log(`demo media: ${item.folder.padEnd(30)} ${seconds.padStart(5)} s${how}`);
  return fromCache;
}

/** A class rendition's looped lengths, and the list they were written for. */
function writeLengthsOf(folder, minutes) {
  writeLengths(folder, minutes);
  fs.writeFileSync(path.join(folder, LENGTHS_FILE), `${minutes.join(',')}\n`);
}

/** Removes the items no definition names any more (a studio left the catalogue). */
function removeUnnamed(dir, items) {
  const named = new Set(items.map((i) => i.folder));
  for (const kind of ['videos', 'classes']) {
    const top = path.join(dir, kind);
    for (const name of fs.existsSync(top) ? fs.readdirSync(top) : [])
      if (!named.has(`${kind}/${name}`) && fs.existsSync(path.join(top, name, KEY_FILE)))
        fs.rmSync(path.join(top, name), { recursive: true, force: true });
  }
}

/** Makes what is missing or out of date in the media folder `dir`. Answers what it did. */
export async function makeDemoMedia({
  dir = demoMediaDir(),
  jobs = os.availableParallelism(),
} = {}) {
  fs.mkdirSync(dir, { recursive: true });
  const release = await lock(dir);
  releaseLock = release;
  try {
    const started = Date.now();
    const items = generatedItems();
    const lengths = lengthsByRendition();
    const minutesOf = (item) =>
      item.folder.startsWith('classes/') ? (lengths.get(item.definition.slug) ?? []) : undefined;
    fs.rmSync(path.join(dir, '.making'), { recursive: true, force: true });
    const todo = items.filter(
      (item) => readText(path.join(dir, item.folder, KEY_FILE)) !== keyOf(item),
    );
    const queue = [...todo];
    let copied = 0;
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift())
        if (await makeItem(dir, item, minutesOf(item))) copied += 1;
    };
    await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
    // A class listed at a new length needs only new playlists (no ffmpeg).
    for (const item of items) {
      const minutes = minutesOf(item);
      const folder = path.join(dir, item.folder);
      if (minutes && readText(path.join(folder, LENGTHS_FILE)) !== minutes.join(','))
        writeLengthsOf(folder, minutes);
    }
    removeUnnamed(dir, items);
    fs.rmSync(path.join(dir, '.making'), { recursive: true, force: true });
    const seconds = (Date.now() - started) / 1000;
    return { made: todo.length - copied, copied, kept: items.length - todo.length, seconds };
  } finally {
    release();
  }
}

if (process.argv[1] === self) {
  const args = process.argv.slice(2);
  if (args[0] === '--item') {
    const item = generatedItems().find((i) => i.folder === args[1]);
    if (!item) throw new Error(`No demo media item ${args[1]}`);
    item.make(args[2]);
  } else {
    if (!hasFfmpeg()) {
      console.error(
        'demo media: ffmpeg is not installed (Debian: apt-get install ffmpeg); the demo videos are not made.',
      );
      process.exit(2);
    }
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.on(signal, () => {
        stopDrawing();
        process.exit(1);
      });
    const jobsAt = args.indexOf('--jobs');
    const jobs = jobsAt >= 0 ? Number(args[jobsAt + 1]) : undefined;
    const done = await makeDemoMedia({ jobs });
    console.log(
      `demo media in ${demoMediaDir()}: ${done.made} made, ${done.copied} copied from the machine cache, ${done.kept} already made (${done.seconds.toFixed(1)} s)`,
    );
  }
}
