/**
 * What make-studio-images.mjs draws with: the brand colours, a PRNG seeded from a string (so the
 * artwork is the same on every run), colour mixing, initials and text fitting, and the SVG frame.
 */

export const BRAND = { lightGreen: '#9AC8B9', darkGreen: '#1F3830', orange: '#EE8373' };
export const FONT = 'font-family="sans-serif"';

/** Escape text for use in SVG text nodes and attribute values. */
export const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** FNV-1a 32-bit hash, used as a PRNG seed. */
function hash(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small deterministic PRNG. */
export function rng(seedStr) {
  let a = hash(seedStr);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (n) => Math.round(n * 10) / 10;
export const r2 = (n) => Math.round(n * 100) / 100;

const hexToRgb = (hex) => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
};
const rgbToHex = (rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();
/** Mix colour a towards colour b by t (0..1). */
export const mix = (a, b, t) => {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
};
const luminance = (hex) => {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** Readable foreground for text on the given background. */
export const fgOn = (hex) => (luminance(hex) > 0.4 ? BRAND.darkGreen : '#FFFFFF');
/** Brand colour darkened enough to read on white. */
export const inkFor = (hex) => (luminance(hex) > 0.22 ? mix(hex, BRAND.darkGreen, 0.55) : hex);

/** Up to two initials: first and last significant word; camel-case aware for one-word names. */
export function initials(name) {
  const words = name
    .replace(/^The\s+/i, '')
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) {
    const caps = words[0].match(/[A-Z]/g) ?? [];
    if (caps.length >= 2 && caps.length <= 3 && caps.join('') !== words[0])
      return caps[0] + caps[caps.length - 1];
    return words[0][0].toUpperCase();
  }
  return (words[0][0] + words[words.length - 1][0]).toUpperCase();
}

/** Split a long name into at most two balanced lines. */
export function wordLines(text, maxOneLine = 13) {
  if (text.length <= maxOneLine || !text.includes(' ')) return [text];
  const words = text.split(' ');
  let best = [text];
  let bestLen = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const m = Math.max(a.length, b.length);
    if (m < bestLen) {
      bestLen = m;
      best = [a, b];
    }
  }
  return best;
}

/** Font size so the longest line fits the width (rough bold sans-serif metrics). */
export const fitSize = (lines, width, max, perChar = 0.68) =>
  r1(Math.min(max, width / (Math.max(...lines.map((l) => l.length)) * perChar)));

export const svg = (w, h, label, body, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${extra} role="img" aria-label="${esc(label)}">\n${body}\n</svg>\n`;

/** Multi-line text block, vertically centred on cy. */
export function textBlock(lines, x, cy, size, attrs) {
  const lh = size * 1.1;
  const top = cy - ((lines.length - 1) * lh) / 2;
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${r1(top + i * lh)}" dy=".35em" ${FONT} font-size="${size}" ${attrs}>${esc(l)}</text>`,
    )
    .join('\n');
}
