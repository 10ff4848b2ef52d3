/**
 * Generates the local demo artwork (SVG) for every studio in
 * apps/server/src/features/studios/demo/studios.json (loaded through demo-studios.ts).
 *
 * Run from the repo root with tsx (a repo devDependency), which lets this ESM
 * script import the TypeScript data module directly:
 *
 *   npx tsx scripts/demo-media/make-studio-images.mjs
 *
 * Plain `node` cannot import .ts files, so it will fail with a hint.
 *
 * Output (all original, abstract artwork; no dependencies, no network):
 *   apps/web/public/media/studios/{shortName}/logo.svg
 *                                           /combined-logo.svg
 *                                           /hero.svg
 *                                           /img2.svg
 *                                           /how-it-works.svg
 *                                           /favicon.svg
 *                                           /instructor-{n}.svg
 *   apps/web/public/media/defaults/instructor.svg, studio-logo.svg, hero.svg
 *
 * File paths are derived from the URLs in the data module (/media/... ->
 * apps/web/public/media/...), so every referenced image gets written.
 * Output is deterministic: shapes use a PRNG seeded from the studio slug, so
 * re-running produces byte-identical files. Stale files are not deleted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BRAND,
  esc,
  fgOn,
  fitSize,
  FONT,
  inkFor,
  initials,
  mix,
  r1,
  r2,
  rng,
  svg,
  textBlock,
  wordLines,
} from './svg-drawing.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const publicDir = join(repoRoot, 'apps/web/public');
const dataUrl = new URL('../../apps/server/src/features/studios/demo-studios.ts', import.meta.url);

let data;
try {
  data = await import(dataUrl.href);
} catch (err) {
  console.error('Could not import demo-studios.ts. Run this script with tsx:');
  console.error('  npx tsx scripts/demo-media/make-studio-images.mjs');
  throw err;
}
const { defaultInstructorImage, defaultStudioLogo, defaultHero } = data;
const demoStudios = data.demoStudios();

// ---------------------------------------------------------------- artwork

function logo(s) {
  const c = '#' + s.colorCode;
  const fg = fgOn(c);
  const lines = wordLines(s.name.toUpperCase());
  const size = fitSize(lines, 296, 40);
  return svg(
    480,
    160,
    `${s.name} logo`,
    [
      `<rect width="480" height="160" rx="24" fill="${c}"/>`,
      `<circle cx="80" cy="80" r="48" fill="${fg}" fill-opacity=".14" stroke="${fg}" stroke-width="3"/>`,
      `<text x="80" y="80" dy=".35em" text-anchor="middle" ${FONT} font-size="34" font-weight="700" fill="${fg}">${esc(initials(s.name))}</text>`,
      textBlock(lines, 152, 80, size, `font-weight="700" letter-spacing="1" fill="${fg}"`),
    ].join('\n'),
  );
}

function combinedLogo(s) {
  const c = '#' + s.colorCode;
  const ink = inkFor(c);
  const lines = wordLines(s.name, 18);
  const size = fitSize(lines, 440, 44, 0.62);
  const nameBlockBottom = 66 + ((lines.length - 1) * size * 1.1) / 2 + size * 0.6;
  const tagY = r1(Math.min(136, nameBlockBottom + 26));
  return svg(
    640,
    160,
    `${s.name} × JetSweat`,
    [
      `<rect x="16" y="24" width="112" height="112" rx="26" fill="${c}"/>`,
      `<text x="72" y="80" dy=".35em" text-anchor="middle" ${FONT} font-size="40" font-weight="700" fill="${fgOn(c)}">${esc(initials(s.name))}</text>`,
      textBlock(lines, 156, 66, size, `font-weight="700" fill="${ink}"`),
      `<text x="156" y="${tagY}" ${FONT} font-size="22" fill="${BRAND.darkGreen}"><tspan fill="${BRAND.orange}" font-weight="700">×</tspan> JetSweat</text>`,
    ].join('\n'),
  );
}

function hero(seed, colorHex) {
  const c = colorHex;
  const rand = rng(seed + ':hero');
  const dark = mix(c, '#0B1215', 0.45);
  const shapes = [];
  for (let i = 0; i < 6; i++) {
    const cx = r1(rand() * 1600);
    const cy = r1(rand() * 700);
    const r = r1(80 + rand() * 260);
    shapes.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFF" fill-opacity="${r2(0.05 + rand() * 0.1)}"/>`,
    );
  }
  const rx = r1(1000 + rand() * 400);
  const ry = r1(150 + rand() * 250);
  shapes.push(
    `<circle cx="${rx}" cy="${ry}" r="${r1(180 + rand() * 80)}" fill="none" stroke="#FFF" stroke-opacity=".25" stroke-width="14"/>`,
  );
  const w1 = r1(420 + rand() * 160);
  const w2 = r1(480 + rand() * 160);
  shapes.push(
    `<path d="M0 ${w1} C400 ${r1(w1 - 140)} 800 ${r1(w2 + 120)} 1200 ${w2} S1600 ${r1(w1 - 60)} 1600 ${r1(w1 - 60)} V700 H0Z" fill="#FFF" fill-opacity=".12"/>`,
    `<path d="M0 ${r1(w2 + 80)} C500 ${r1(w2 - 40)} 1000 ${r1(w1 + 160)} 1600 ${r1(w1 + 40)} V700 H0Z" fill="${dark}" fill-opacity=".5"/>`,
  );
  return svg(
    1600,
    700,
    '',
    [
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(c, '#FFFFFF', 0.12)}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
      `<rect width="1600" height="700" fill="url(#g)"/>`,
      ...shapes,
    ].join('\n'),
    ' preserveAspectRatio="xMidYMid slice"',
  ).replace(' role="img" aria-label=""', ' aria-hidden="true"');
}

function img2(s) {
  const c = '#' + s.colorCode;
  const rand = rng(s.shortName + ':img2');
  const bg = mix(c, '#FFFFFF', 0.85);
  const accent = mix(c, BRAND.orange, 0.5);
  const parts = [`<rect width="800" height="600" fill="${bg}"/>`];
  const bx = r1(260 + rand() * 280);
  const by = r1(240 + rand() * 120);
  parts.push(`<circle cx="${bx}" cy="${by}" r="${r1(170 + rand() * 40)}" fill="${c}"/>`);
  parts.push(
    `<rect x="${r1(bx - 40 + rand() * 120)}" y="${r1(by - 20 + rand() * 80)}" width="220" height="220" rx="36" fill="${accent}" fill-opacity=".85" transform="rotate(${Math.round(rand() * 50 - 25)} ${bx} ${by})"/>`,
  );
  parts.push(
    `<path d="M${r1(60 + rand() * 80)} 520 Q400 ${r1(380 + rand() * 60)} ${r1(660 + rand() * 80)} 520" fill="none" stroke="${BRAND.darkGreen}" stroke-width="10" stroke-linecap="round"/>`,
  );
  const gx = r1(40 + rand() * 60);
  const gy = r1(40 + rand() * 40);
  const dots = [];
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++)
      dots.push(`<circle cx="${gx + i * 26}" cy="${gy + j * 26}" r="5"/>`);
  parts.push(`<g fill="${BRAND.darkGreen}" fill-opacity=".35">${dots.join('')}</g>`);
  parts.push(
    `<circle cx="${r1(620 + rand() * 120)}" cy="${r1(80 + rand() * 100)}" r="${r1(30 + rand() * 30)}" fill="none" stroke="${c}" stroke-width="8"/>`,
  );
  return svg(800, 600, `${s.name} illustration`, parts.join('\n'));
}

function howItWorks(s) {
  const c = '#' + s.colorCode;
  const rand = rng(s.shortName + ':how');
  const bg = mix(c, '#FFFFFF', 0.88);
  const screen = mix(c, '#FFFFFF', 0.1);
  const dg = BRAND.darkGreen;
  const tilt = Math.round(rand() * 8 - 4);
  return svg(
    800,
    600,
    `How ${s.name} on JetSweat works`,
    [
      `<rect width="800" height="600" fill="${bg}"/>`,
      `<circle cx="${r1(640 + rand() * 80)}" cy="${r1(110 + rand() * 60)}" r="90" fill="${BRAND.lightGreen}" fill-opacity=".5"/>`,
      `<g transform="rotate(${tilt} 330 270)">`,
      `<rect x="150" y="130" width="360" height="240" rx="18" fill="${screen}" stroke="${dg}" stroke-width="10"/>`,
      `<path d="M300 200 L300 300 L385 250Z" fill="#FFF"/>`,
      `<path d="M110 390 H550 L520 420 H140Z" fill="${dg}"/>`,
      `</g>`,
      `<rect x="560" y="250" width="130" height="230" rx="20" fill="#FFF" stroke="${dg}" stroke-width="8"/>`,
      `<rect x="580" y="280" width="90" height="60" rx="8" fill="${c}"/>`,
      `<rect x="580" y="356" width="90" height="10" rx="5" fill="${dg}" fill-opacity=".3"/>`,
      `<rect x="580" y="376" width="60" height="10" rx="5" fill="${dg}" fill-opacity=".3"/>`,
      `<path d="M120 520 H680" stroke="${dg}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>`,
      `<circle cx="160" cy="520" r="26" fill="${c}"/>`,
      `<circle cx="400" cy="520" r="26" fill="${BRAND.orange}"/>`,
      `<circle cx="640" cy="520" r="26" fill="${dg}"/>`,
      `<path d="M628 520 l9 9 l17 -18" fill="none" stroke="#FFF" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
    ].join('\n'),
  );
}

function favicon(s) {
  const c = '#' + s.colorCode;
  return svg(
    64,
    64,
    `${s.name} icon`,
    [
      `<rect width="64" height="64" rx="14" fill="${c}"/>`,
      `<text x="32" y="32" dy=".35em" text-anchor="middle" ${FONT} font-size="36" font-weight="700" fill="${fgOn(c)}">${esc(initials(s.name)[0])}</text>`,
    ].join('\n'),
  );
}

/** Abstract avatar silhouette on a tinted circle; initials on the shoulders. */
function portrait(colorHex, label, ini, variant = 0) {
  const c = colorHex;
  const tint = mix(c, '#FFFFFF', 0.72 - (variant % 3) * 0.08);
  const body = mix(c, BRAND.darkGreen, 0.15 + (variant % 3) * 0.15);
  const head = mix(body, '#FFFFFF', 0.12);
  const parts = [
    `<defs><clipPath id="c"><circle cx="200" cy="200" r="200"/></clipPath></defs>`,
    `<circle cx="200" cy="200" r="200" fill="${tint}"/>`,
    `<g clip-path="url(#c)">`,
    `<path d="M60 420 C60 300 120 262 200 262 C280 262 340 300 340 420Z" fill="${body}"/>`,
    `<circle cx="200" cy="165" r="72" fill="${head}"/>`,
    `</g>`,
  ];
  if (ini) {
    parts.push(
      `<text x="200" y="338" dy=".35em" text-anchor="middle" ${FONT} font-size="44" font-weight="700" letter-spacing="2" fill="${fgOn(body)}">${esc(ini)}</text>`,
    );
  }
  return svg(400, 400, label, parts.join('\n'));
}

function defaultLogo() {
  return svg(
    480,
    160,
    'JetSweat studio',
    [
      `<rect width="480" height="160" rx="24" fill="${BRAND.darkGreen}"/>`,
      `<circle cx="80" cy="80" r="48" fill="${BRAND.lightGreen}"/>`,
      `<path d="M62 56 L62 104 L106 80Z" fill="${BRAND.darkGreen}"/>`,
      `<text x="152" y="72" dy=".35em" ${FONT} font-size="44" font-weight="700" fill="#FFFFFF">JetSweat</text>`,
      `<text x="154" y="112" dy=".35em" ${FONT} font-size="20" letter-spacing="3" fill="${BRAND.orange}">STUDIO</text>`,
    ].join('\n'),
  );
}

// ---------------------------------------------------------------- write

const files = new Map(); // absolute path -> content

function urlToPath(url) {
  if (!url.startsWith('/media/')) throw new Error(`Unexpected media URL: ${url}`);
  return join(publicDir, url);
}
function put(url, content) {
  const p = urlToPath(url);
  if (files.has(p) && files.get(p) !== content) throw new Error(`Conflicting content for ${url}`);
  files.set(p, content);
}

for (const s of demoStudios) {
  if (!/^[0-9A-Fa-f]{6}$/.test(s.colorCode))
    throw new Error(`Bad colorCode for ${s.shortName}: ${s.colorCode}`);
  const c = '#' + s.colorCode;
  put(s.logoUrl, logo(s));
  put(s.combinedLogoUrl, combinedLogo(s));
  put(s.heroUrl, hero(s.shortName, c));
  put(s.img2Url, img2(s));
  put(s.howItWorksUrl, howItWorks(s));
  put(s.faviconUrl, favicon(s));
  s.instructors.forEach((ins, i) => {
    if (!ins.imageUrl) return; // intentionally missing -> default image applies
    put(ins.imageUrl, portrait(c, ins.name, initials(ins.name), i));
  });
}

put(defaultInstructorImage, portrait(BRAND.lightGreen, 'Instructor', '', 1));
put(defaultStudioLogo, defaultLogo());
put(defaultHero, hero('jetsweat-default', BRAND.lightGreen));

let bytes = 0;
let largest = { path: '', size: 0 };
for (const [p, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, content);
  const size = Buffer.byteLength(content);
  bytes += size;
  if (size > largest.size) largest = { path: relative(repoRoot, p), size };
}

console.log(`studios: ${demoStudios.length}`);
console.log(`svg files written: ${files.size} (${bytes} bytes, ${(bytes / 1024).toFixed(1)} KiB)`);
console.log(`largest: ${largest.path} (${largest.size} bytes)`);
