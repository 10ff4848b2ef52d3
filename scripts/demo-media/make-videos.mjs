/**
 * Makes the demo video media: short, small HLS renditions drawn by ffmpeg from generated test
 * patterns and colour animations with text (no downloaded footage).
 *
 *   npx tsx scripts/demo-media/make-videos.mjs            # everything
 *   npx tsx scripts/demo-media/make-videos.mjs sizzle-reel # only the named slugs
 *
 * Needs ffmpeg (Debian: `apt-get install ffmpeg`) with libx264 and the DejaVu fonts. The output is
 * committed, so nobody else needs ffmpeg. For each video it writes
 *   apps/web/public/media/videos/{slug}/index.m3u8   VOD playlist
 *                                       /{hash}.ts    2-second MPEG-TS segments, named by content
 *                                       /poster.jpg   a still for the first paint
 * Segments are named by a hash of their bytes so they can be cached for a year; the playlist keeps
 * its name and is revalidated. Videos come from demo-videos.json (site videos and demo classes)
 * and from the demo studio catalogue (one explore-{studio} video per catalogue studio).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outRoot = path.join(root, 'apps/web/public/media/videos');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const SIZE = '640x360';
const FPS = 25;

const defs = JSON.parse(fs.readFileSync(new URL('./demo-videos.json', import.meta.url), 'utf8'));
const { demoStudios } = await import(
  new URL('../../apps/server/src/features/studios/demo-studios.ts', import.meta.url).href
);

/** Text for ffmpeg's drawtext: its own escaping for ':' '\'' and '%'. */
const drawable = (s) =>
  s.replace(/\\/g, '\\\\').replace(/'/g, '\u2019').replace(/:/g, '\\:').replace(/%/g, '\\%');

function background(pattern, seconds, colour = '1F3830') {
  const d = `duration=${seconds}:rate=${FPS}`;
  switch (pattern) {
    case 'gradients':
      return `gradients=s=${SIZE}:c0=0x${colour}:c1=0x9AC8B9:c2=0x1F3830:nb_colors=3:speed=0.015:seed=7:${d}`;
    case 'gradients-fast':
      return `gradients=s=${SIZE}:c0=0xEE8373:c1=0x9AC8B9:c2=0x1F3830:nb_colors=3:speed=0.05:seed=3:${d}`;
    case 'mandelbrot':
      return `mandelbrot=s=${SIZE}:rate=${FPS},trim=duration=${seconds}`;
    case 'life':
      return `life=s=320x180:mold=10:r=${FPS}:ratio=0.1:death_color=#${colour}:life_color=#9AC8B9,scale=${SIZE}:flags=neighbor,trim=duration=${seconds}`;
    default:
      return `testsrc2=s=${SIZE}:${d}`;
  }
}

function filterFor(video) {
  // A background video sits under the page's own headline, so it carries no caption.
  if (video.caption === false)
    return `${background(video.pattern, video.seconds, video.colour)},format=yuv420p`;
  const lines = [
    `drawbox=x=0:y=ih-120:w=iw:h=120:color=black@0.45:t=fill`,
    `drawtext=fontfile=${FONT}:text='${drawable(video.title)}':fontcolor=white:fontsize=40:x=32:y=h-108`,
    `drawtext=fontfile=${FONT}:text='${drawable(video.subtitle)}':fontcolor=white@0.9:fontsize=20:x=32:y=h-54`,
    // A running clock, so a viewer (and a test) can see the video move.
    `drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontcolor=white:fontsize=18:x=w-tw-24:y=24:box=1:boxcolor=black@0.4:boxborderw=6`,
  ];
  return `${background(video.pattern, video.seconds, video.colour)},${lines.join(',')},format=yuv420p`;
}

function run(args) {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (r.error?.code === 'ENOENT')
    throw new Error('ffmpeg is not installed (Debian: apt-get install ffmpeg).');
  if (r.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${args.join(' ')}`);
}

function make(video) {
  const dir = path.join(outRoot, video.slug);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const inputs = ['-f', 'lavfi', '-i', filterFor(video)];
  const audio = video.audio
    ? // A quiet two-note pad, so players have a real audio track to handle.
      [
        '-f',
        'lavfi',
        '-i',
        `aevalsrc=0.04*sin(2*PI*220*t)+0.03*sin(2*PI*330*t):s=44100:d=${video.seconds}`,
      ]
    : [];
  run([
    ...inputs,
    ...audio,
    '-map',
    '0:v',
    ...(video.audio ? ['-map', '1:a', '-c:a', 'aac', '-b:a', '48k', '-ac', '1'] : []),
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-maxrate',
    '350k',
    '-bufsize',
    '700k',
    '-g',
    String(FPS * 2),
    '-keyint_min',
    String(FPS * 2),
    '-sc_threshold',
    '0',
    '-threads',
    '1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-t',
    String(video.seconds),
    '-f',
    'hls',
    '-hls_time',
    '2',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(dir, 'seg-%03d.ts'),
    path.join(dir, 'index.m3u8'),
  ]);
  run([
    '-i',
    path.join(dir, 'index.m3u8'),
    '-ss',
    '1',
    '-frames:v',
    '1',
    '-q:v',
    '6',
    path.join(dir, 'poster.jpg'),
  ]);

  // Name each segment by its content so it can be cached for good.
  const playlistPath = path.join(dir, 'index.m3u8');
  const playlist = fs.readFileSync(playlistPath, 'utf8').replace(/^(seg-\d+\.ts)$/gm, (name) => {
    const file = path.join(dir, name);
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
    fs.renameSync(file, path.join(dir, `${hash}.ts`));
    return `${hash}.ts`;
  });
  fs.writeFileSync(playlistPath, playlist);
  const bytes = fs.readdirSync(dir).reduce((n, f) => n + fs.statSync(path.join(dir, f)).size, 0);
  console.log(`${video.slug.padEnd(28)} ${(bytes / 1024).toFixed(0).padStart(5)} kB`);
}

const explore = demoStudios
  .filter((s) => s.inCatalogue)
  .map((s, i) => ({
    slug: `explore-${s.shortName}`,
    title: s.name,
    subtitle: 'A look inside the studio',
    seconds: 4,
    pattern: ['gradients', 'life', 'testsrc2'][i % 3],
    colour: s.colorCode,
    audio: false,
  }));
const classes = defs.classes.map((c) => ({
  ...c,
  subtitle: `${c.classType} with ${demoStudios.find((s) => s.shortName === c.studio)?.name ?? c.studio}`,
  audio: true,
}));
const all = [...defs.site, ...explore, ...classes];
const only = process.argv.slice(2);
const chosen = only.length ? all.filter((v) => only.includes(v.slug)) : all;
if (only.length && chosen.length === 0) throw new Error(`No video named ${only.join(', ')}`);
for (const video of chosen) make(video);
const total = fs
  .readdirSync(outRoot, { recursive: true })
  .map((f) => path.join(outRoot, String(f)))
  .filter((f) => fs.statSync(f).isFile())
  .reduce((n, f) => n + fs.statSync(f).size, 0);
console.log(`all demo videos: ${(total / 1024 / 1024).toFixed(2)} MB`);
