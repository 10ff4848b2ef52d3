/**
 * A flame graph (SVG) from a V8 CPU profile (node --cpu-prof), for docs/benchmarks.md: each box a
 * function, as wide as the time spent in it and what it called, stacked on its caller. Only the
 * samples taken in the window given are drawn (the load, not the server's start).
 */

const WIDTH = 1200;
const ROW = 16;
const FONT = 11;

/** Where a frame comes from, short: a package's name, or the product's own file. */
export function placeOf(url) {
  if (!url) return '';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/);
  if (pkg) return pkg[1];
  const own = url.indexOf('/src/');
  if (own >= 0) return url.slice(own + 5);
  return url.replace(/^node:(internal\/)?/, 'node:');
}

/**
 * The call tree of `profile`'s samples between `fromUs` and `toUs` (microseconds since the
 * profile began), as nested { name, us, children } with the idle and GC time kept as their own.
 */
export function callTree(profile, fromUs, toUs) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const root = { name: 'all', us: 0, children: new Map() };
  let t = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (t < fromUs || t > toUs) return;
    const stack = [];
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) stack.push(byId.get(cur));
    stack.pop(); // V8's own (root)
    let box = root;
    root.us += dt;
    for (const frame of stack.reverse()) {
      const { functionName, url } = frame.callFrame;
      const name = `${functionName || '(anonymous)'} ${placeOf(url)}`.trim();
      let child = box.children.get(name);
      if (!child) box.children.set(name, (child = { name, us: 0, children: new Map() }));
      child.us += dt;
      box = child;
    }
  });
  return root;
}

const escape = (s) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A colour per place: the product's own code warm, packages cool, Node's grey. */
function colourOf(name) {
  const place = name.split(' ').at(-1) ?? '';
  if (/\.ts$/.test(place)) return '#f0a050';
  if (place.startsWith('node:') || !place) return '#c8c8c8';
  let h = 0;
  for (const c of place) h = (h * 31 + c.charCodeAt(0)) % 360;
  return `hsl(${180 + (h % 80)}, 55%, 70%)`;
}

/** The SVG of `tree` (from callTree), titled; boxes under 0.1% of the width are left out. */
export function flameSvg(tree, title) {
  const boxes = [];
  let depth = 0;
  const place = (box, x, level) => {
    const w = (box.us / tree.us) * WIDTH;
    if (w < WIDTH / 1000) return;
    depth = Math.max(depth, level);
    boxes.push({ box, x, w, level });
    let cx = x;
    for (const child of [...box.children.values()].sort((a, b) => b.us - a.us)) {
      place(child, cx, level + 1);
      cx += (child.us / tree.us) * WIDTH;
    }
  };
  place(tree, 0, 0);
  const height = (depth + 1) * ROW + 30;
  const rects = boxes.map(({ box, x, w, level }) => {
    const y = height - (level + 1) * ROW;
    const share = ((box.us / tree.us) * 100).toFixed(1);
    const label = w > 40 ? escape(box.name.slice(0, Math.floor(w / 6.5))) : '';
    return (
      `<g><title>${escape(box.name)} (${share}%)</title>` +
      `<rect x="${x.toFixed(1)}" y="${y}" width="${Math.max(w - 0.5, 0.5).toFixed(1)}" height="${ROW - 1}" fill="${colourOf(box.name)}"/>` +
      (label ? `<text x="${(x + 3).toFixed(1)}" y="${y + FONT}">${label}</text>` : '') +
      `</g>`
    );
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="${FONT}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="4" y="16" font-size="13">${escape(title)}</text>`,
    ...rects,
    '</svg>',
  ].join('\n');
}

/** The functions that spent the most time themselves (not in what they called), as text lines. */
export function topSelf(tree, count = 15) {
  const self = new Map();
  const walk = (box) => {
    let inChildren = 0;
    for (const child of box.children.values()) {
      inChildren += child.us;
      walk(child);
    }
    self.set(box.name, (self.get(box.name) ?? 0) + box.us - inChildren);
  };
  walk(tree);
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${((us / tree.us) * 100).toFixed(1).padStart(5)}%  ${name}`);
}
