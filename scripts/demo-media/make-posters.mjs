/**
 * Draws a poster (SVG) for every class and program of the demo on-demand library, in the colours
 * of the class's rendition (demo-videos.json), with its title, type, level, length, instructor and
 * studio. No fonts, images or network: plain shapes and the browser's sans-serif.
 *
 *   npx tsx scripts/demo-media/make-posters.mjs
 *
 * Output (the folder is emptied first, so the posters always match the library):
 *   apps/web/public/media/posters/classes/{slug}.svg
 *   apps/web/public/media/posters/programs/{slug}.svg
 * Re-running writes the same bytes.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outRoot = path.join(root, 'apps/web/public/media/posters');
const server = (p) => new URL(`../../apps/server/src/features/${p}`, import.meta.url).href;
const { demoVideoRows, demoProgramRows, renditionOf, demoClasses, slugOf } = await import(
  server('videos/demo-library.ts')
);
const demoStudios = (await import(server('studios/demo-studios.ts'))).demoStudios();
const defs = JSON.parse(fs.readFileSync(new URL('./demo-videos.json', import.meta.url), 'utf8'));
const palette = new Map(defs.classRenditions.map((r) => [r.slug, r.colours]));

const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Numbers in [0, 1) drawn from the slug, so each poster has its own shapes, the same each run. */
function shapesFor(slug) {
  const bytes = createHash('sha256').update(slug).digest();
  return (i) => bytes[i % bytes.length] / 256;
}

/** Splits a title into at most two lines of about `width` characters. */
function lines(title, width = 28) {
  if (title.length <= width) return [title];
  const words = title.split(' ');
  let first = '';
  while (words.length && `${first} ${words[0]}`.trim().length <= width)
    first = `${first} ${words.shift()}`.trim();
  return [first, words.join(' ')];
}

function poster({ slug, colours, kicker, title, footer, badge }) {
  const [c0, c1, c2] = colours;
  const r = shapesFor(slug);
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = Math.round(340 + r(i * 3) * 300);
      const cy = Math.round(20 + r(i * 3 + 1) * 200);
      const radius = Math.round(50 + r(i * 3 + 2) * 110);
      return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#${i === 1 ? c2 : c1}" opacity="${(0.25 + i * 0.1).toFixed(2)}"/>`;
    })
    .join('');
  const titleLines = lines(title);
  const titleY = titleLines.length === 1 ? 282 : 258;
  const titleText = titleLines
    .map(
      (line, i) =>
        `<text x="32" y="${titleY + i * 38}" font-size="32" font-weight="700" fill="#fff">${esc(line)}</text>`,
    )
    .join('');
  const badgeWidth = 24 + badge.length * 11;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" font-family="sans-serif" role="img" aria-label="${esc(title)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${c0}"/><stop offset="1" stop-color="#${c1}"/></linearGradient></defs>`,
    `<rect width="640" height="360" fill="url(#bg)"/>`,
    circles,
    `<rect y="214" width="640" height="146" fill="#000" opacity="0.38"/>`,
    `<text x="32" y="52" font-size="16" font-weight="700" letter-spacing="2" fill="#fff" opacity="0.9">${esc(kicker.toUpperCase())}</text>`,
    `<rect x="${608 - badgeWidth}" y="30" width="${badgeWidth}" height="32" rx="16" fill="#000" opacity="0.45"/>`,
    `<text x="${608 - badgeWidth / 2}" y="52" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">${esc(badge)}</text>`,
    titleText,
    `<text x="32" y="332" font-size="18" fill="#fff" opacity="0.92">${esc(footer)}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

const studioName = new Map(demoStudios.map((s) => [s.shortName, s.name]));
fs.rmSync(outRoot, { recursive: true, force: true });
for (const dir of ['classes', 'programs'])
  fs.mkdirSync(path.join(outRoot, dir), { recursive: true });

const rows = demoVideoRows();
for (const v of rows) {
  const file = path.join(root, 'apps/web/public', v.posterPath);
  fs.writeFileSync(
    file,
    poster({
      slug: v.slug,
      colours: palette.get(renditionOf[v.classType]),
      kicker: `${v.classType} · ${v.level}`,
      title: v.title,
      footer: `${v.instructor} · ${studioName.get(v.studio)}`,
      badge: `${v.durationSeconds / 60} min`,
    }),
  );
}
const classBySlug = new Map(demoClasses().map((c) => [slugOf(c.title), c]));
for (const p of demoProgramRows()) {
  const classes = p.weeks.flat().map((s) => classBySlug.get(s));
  const file = path.join(root, 'apps/web/public', p.posterPath);
  fs.writeFileSync(
    file,
    poster({
      slug: p.slug,
      colours: palette.get(renditionOf[classes[0].classType]),
      kicker: 'Program',
      title: p.title,
      footer: `${classes.length} classes over ${p.weeks.length} weeks`,
      badge: `${p.weeks.length} weeks`,
    }),
  );
}
const bytes = fs
  .readdirSync(outRoot, { recursive: true })
  .map((f) => path.join(outRoot, String(f)))
  .filter((f) => fs.statSync(f).isFile())
  .reduce((n, f) => n + fs.statSync(f).size, 0);
console.log(
  `${rows.length} class and ${demoProgramRows().length} program posters: ${(bytes / 1024).toFixed(0)} kB`,
);
