/**
 * What the demo videos are and how each is drawn: small HLS renditions made by ffmpeg from
 * generated patterns and colour animations with text (no downloaded footage, no burned-in clock).
 * make-videos.mjs (remake named videos now) and make-demo-media.mjs (make what is missing) use it.
 *
 * Site videos (demo-videos.json "site", committed) and the demo studios' previews (one
 * explore-{studio} per catalogue studio, generated):
 *   videos/{slug}/index.m3u8   VOD playlist
 *                /{hash}.ts    2-second MPEG-TS segments, named by content
 *                /poster.jpg   a still for the first paint
 * Class renditions (demo-videos.json "classRenditions", generated), played by the on-demand library:
 *   classes/{slug}/index.m3u8     master: the ladder and English captions
 *                 /360p.m3u8, 540p.m3u8, 720p.m3u8   the ladder's rungs
 *                                 (features/videos/hls-ladder.ts), 6-second segments named by content
 *                 /subtitles.m3u8 + subtitles.vtt   the captions for HLS
 *                 /captions.vtt   the same captions as a sidecar file
 *                 /poster.jpg
 *                 /index-30m.m3u8 … captions-30m.vtt   the same media looped to each length the
 *                                 library lists (make-class-lengths.mjs)
 * Segments are named by a hash of their bytes so they can be cached for a year; playlists keep
 * their names and are revalidated. Every URI inside a playlist is relative, so a signature carried
 * in the directory's path covers the whole rendition.
 */
import fs from 'node:fs';
import { writeCaptionedMaster } from './captions.mjs';
import {
  background,
  CLASS_FPS,
  drawable,
  encodeClassLadder,
  encodeHls,
  FONT,
  titleBand,
} from './encode-hls.mjs';

export const definitions = JSON.parse(
  fs.readFileSync(new URL('./demo-videos.json', import.meta.url), 'utf8'),
);
const demoStudios = (
  await import(
    new URL('../../apps/server/src/features/studios/demo-studios.ts', import.meta.url).href
  )
).demoStudios();

/** The site's palette behind a studio's or the site's own colour. */
const siteColours = (pattern, colour) => {
  if (colour) return [colour, '9AC8B9', '1F3830'];
  return pattern === 'gradients-fast'
    ? ['EE8373', '9AC8B9', '1F3830']
    : ['1F3830', '9AC8B9', '1F3830'];
};

/** A quiet two-note pad, so players have a real audio track to handle. */
const pad = (seconds) => `aevalsrc=0.04*sin(2*PI*220*t)+0.03*sin(2*PI*330*t):s=44100:d=${seconds}`;

/**
 * A soft beat at the class's tempo over a low pad; a slow swell (one breath every ten seconds)
 * when the class has no tempo. Each beat restarts its sine at zero, so it does not click.
 */
function classAudio({ bpm, seconds }) {
  if (!bpm) {
    const swell = '(0.6+0.4*sin(2*PI*t/10))';
    const ebb = '(0.6-0.4*sin(2*PI*t/10))';
    return `aevalsrc=0.03*sin(2*PI*196*t)*${swell}+0.02*sin(2*PI*293.66*t)*${ebb}:s=44100:d=${seconds}`;
  }
  const beat = (60 / bpm).toFixed(6);
  const sinceBeat = `(t-floor(t/${beat})*${beat})`;
  return `aevalsrc=0.25*sin(2*PI*55*${sinceBeat})*exp(-10*${sinceBeat})+0.015*sin(2*PI*220*t)+0.01*sin(2*PI*330*t):s=44100:d=${seconds}`;
}

/** Draws site video `video` into the empty folder `dir`. */
export function makeSiteVideo(video, dir) {
  const bg = background(video.pattern, video.seconds, siteColours(video.pattern, video.colour));
  // A background video sits under the page's own headline, so it carries no title.
  const overlay = video.caption === false ? [] : titleBand(video.title, video.subtitle);
  encodeHls({
    dir,
    filter: [bg, ...overlay, 'format=yuv420p'].join(','),
    audio: video.audio ? pad(video.seconds) : undefined,
    seconds: video.seconds,
  });
}

/** Draws class rendition `r` (its 90 seconds, not yet its lengths) into the empty folder `dir`. */
export function makeClassRendition(r, dir) {
  // A dot swinging once every two beats (or once a breath) shows the class's pace.
  const swing = r.bpm ? `sin(2*PI*t*${r.bpm}/120)` : 'sin(2*PI*t/10)';
  const filter = [
    background(r.pattern, r.seconds, r.colours, CLASS_FPS),
    `drawtext=fontfile=${FONT}:text='${drawable('JetSweat On Demand')}':fontcolor=white@0.85:fontsize=18:x=24:y=22`,
    `drawtext=fontfile=${FONT}:text='\u25CF':fontcolor=white@0.9:fontsize=30:x='w/2-tw/2+200*${swing}':y=h/2-60`,
    ...titleBand(r.label, r.line),
    'format=yuv420p',
  ].join(',');
  const rungs = encodeClassLadder({
    dir,
    filter,
    audio: classAudio(r),
    seconds: r.seconds,
    segmentSeconds: 6,
    audioKbps: 32,
    posterAt: 5,
  });
  writeCaptionedMaster({ dir, captions: r.captions, seconds: r.seconds, rungs });
}

/** The demo studios' preview videos: one per catalogue studio, in its colour. */
export const exploreVideos = () =>
  demoStudios
    .filter((s) => s.inCatalogue)
    .map((s, i) => ({
      slug: `explore-${s.shortName}`,
      title: s.name,
      subtitle: 'A look inside the studio',
      seconds: 4,
      pattern: ['gradients', 'life', 'gradients-fast'][i % 3],
      colour: s.colorCode,
      audio: false,
    }));

/**
 * Every generated item: its folder under the media folder, its definition (what its content key
 * is made from) and how to draw it.
 */
export const generatedItems = () => [
  ...exploreVideos().map((v) => ({
    folder: `videos/${v.slug}`,
    definition: v,
    make: (dir) => makeSiteVideo(v, dir),
  })),
  ...definitions.classRenditions.map((r) => ({
    folder: `classes/${r.slug}`,
    definition: r,
    make: (dir) => makeClassRendition(r, dir),
  })),
];
