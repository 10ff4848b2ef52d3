#!/usr/bin/env node
/**
 * What a first visit to each public page (and each member page) downloads: builds the web app, then follows the import
 * graph in Vite's manifest from the app's entry and the page's own chunk, and adds up the gzipped
 * JavaScript and CSS. Code loaded only on demand (hls.js, for browsers without native HLS) is
 * listed apart. Exits 1 when a page's first-load JavaScript is over the budget.
 *
 *   node scripts/bench/bundle-size.mjs            # build, then measure
 *   node scripts/bench/bundle-size.mjs --no-build # measure the existing apps/web/dist
 *   node scripts/bench/bundle-size.mjs --no-build --dist .tmp/web-dist # another build
 *   node scripts/bench/bundle-size.mjs --json     # machine-readable
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
/** `--dist DIR`: a build made elsewhere (with --no-build), e.g. one of several side by side. */
const distAt = process.argv.indexOf('--dist');
const dist = distAt > 0 ? path.resolve(process.argv[distAt + 1]) : path.join(root, 'apps/web/dist');
/** A public page's first visit (issue 27, item 3): 100 kB of JavaScript each. */
const BUDGET_KB = 100;
/** The member platform's pages (issue 27, item 3): 160 kB each, without hls.js. */
const MEMBER_BUDGET_KB = 160;
/** The member area's table of pages (app/member-area.tsx): every member page loads it first. */
const MEMBER_AREA = 'src/app/member-area.tsx';
/**
 * Chunks the layout loads on every page at once, though through import() (none today: the
 * footer's newsletter form used to be one). Counted with every page, as the browser fetches them
 * on every first visit; whatever the entry imports on demand is otherwise taken for a page.
 */
const EVERY_PAGE = [];
const args = new Set(process.argv.slice(2));

/** Public pages and the module that renders each (its lazy chunk). */
const routes = [
  ['/', 'src/features/marketing/home-page.tsx'],
  ['/studios', 'src/features/studios/studios-page.tsx'],
  ['/studios/{studio}', 'src/features/studios/studio-page.tsx'],
  ['/explorestudio', 'src/features/studios/explore-page.tsx'],
  ['/how-it-works', 'src/features/marketing/how-it-works-page.tsx'],
  ['/how-to-connect', 'src/features/marketing/how-to-connect-page.tsx'],
  ['/compatibledevices', 'src/features/marketing/compatible-devices-page.tsx'],
  ['/faq', 'src/features/marketing/faq-page.tsx'],
  ['/contact', 'src/features/marketing/contact-page.tsx'],
  ['/programs', 'src/features/marketing/programs-page.tsx'],
  ['/live', 'src/features/marketing/live-page.tsx'],
  ['/whoweserve/healthplans', 'src/features/marketing/health-plans-page.tsx'],
  ['/whoweserve/employers', 'src/features/marketing/employers-page.tsx'],
  ['/whoweserve/schools', 'src/features/marketing/schools-page.tsx'],
  ['/specials/{promo}', 'src/app/routes/promo-route.tsx'],
  ['/terms', 'src/features/marketing/terms-page.tsx'],
  ['/privacypolicy', 'src/features/marketing/privacy-page.tsx'],
  ['/iframe-sandbox', 'src/features/marketing/iframe-sandbox-page.tsx'],
  ['/signup', 'src/features/accounts/signup-page.tsx'],
  ['/login', 'src/features/accounts/login-page.tsx'],
  ['/newplatform/items/classes', 'src/app/routes/classes-route.tsx', MEMBER_BUDGET_KB],
  ['/newplatform/items/classes/{id}', 'src/app/routes/class-route.tsx', MEMBER_BUDGET_KB],
  ['/newplatform/dashboard', 'src/app/routes/dashboard-route.tsx', MEMBER_BUDGET_KB],
  ['/newplatform/progress', 'src/features/videos/progress/progress-page.tsx', MEMBER_BUDGET_KB],
  ['/newplatform/programs', 'src/features/videos/programs/programs-page.tsx', MEMBER_BUDGET_KB],
  ['/newplatform/downloads', 'src/features/videos/downloads/downloads-page.tsx', MEMBER_BUDGET_KB],
  ['/newplatform/programs/{id}', 'src/app/routes/program-route.tsx', MEMBER_BUDGET_KB],
  ['/newplatform/profile', 'src/app/routes/profile-route.tsx', MEMBER_BUDGET_KB],
];

if (!args.has('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No Vite manifest: build.manifest must be true in apps/web/vite.config.ts.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

const sizes = new Map();
function gzipped(file) {
  if (!sizes.has(file))
    sizes.set(file, gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
}

/** Every file a chunk pulls in through static imports (what the browser fetches with it). */
function closure(keys) {
  const seen = new Set();
  const files = new Set();
  const lazy = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest (renamed page?)`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imp of chunk.imports ?? []) visit(imp);
    // Pages are loaded by the routers (the app's and the member area's); anything else imported
    // on demand is extra for this page.
    if (key !== entryKey && key !== MEMBER_AREA)
      for (const d of chunk.dynamicImports ?? []) lazy.add(d);
  };
  keys.forEach(visit);
  return { files, lazy: [...lazy].filter((k) => !seen.has(k)) };
}

const kb = (bytes) => bytes / 1024;
const html = gzipSync(fs.readFileSync(path.join(dist, 'index.html')), { level: 9 }).length;
const rows = routes.map(([route, page, budgetKb = BUDGET_KB]) => {
  const member = budgetKb === MEMBER_BUDGET_KB;
  const { files, lazy } = closure(
    member ? [entryKey, ...EVERY_PAGE, MEMBER_AREA, page] : [entryKey, ...EVERY_PAGE, page],
  );
  const js = [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipped(f), 0);
  const css = [...files].filter((f) => f.endsWith('.css')).reduce((n, f) => n + gzipped(f), 0);
  const onDemand = lazy.map((k) => ({
    name: manifest[k].name ?? k,
    kb: kb(gzipped(manifest[k].file)),
  }));
  return {
    route,
    jsKb: kb(js),
    cssKb: kb(css),
    htmlKb: kb(html),
    requests: files.size + 1,
    onDemand,
    budgetKb,
    overBudget: kb(js) > budgetKb,
  };
});

if (args.has('--json')) {
  console.log(
    JSON.stringify(
      { budgetKb: BUDGET_KB, memberBudgetKb: MEMBER_BUDGET_KB, routes: rows },
      null,
      2,
    ),
  );
} else {
  console.log(
    `First visit, gzipped (budget: ${BUDGET_KB} kB of JavaScript per public page, ${MEMBER_BUDGET_KB} kB per member page)\n`,
  );
  console.log(
    'route'.padEnd(34),
    'JS kB'.padStart(8),
    'CSS kB'.padStart(8),
    'files'.padStart(6),
    '  on demand',
  );
  for (const r of rows) {
    const extra = r.onDemand.map((d) => `${d.name} ${d.kb.toFixed(1)} kB`).join(', ');
    console.log(
      r.route.padEnd(34),
      r.jsKb.toFixed(1).padStart(8),
      r.cssKb.toFixed(1).padStart(8),
      String(r.requests).padStart(6),
      ` ${extra}${r.overBudget ? '  OVER BUDGET' : ''}`,
    );
  }
  console.log(
    `\n(index.html adds ${kb(html).toFixed(1)} kB; "on demand" is fetched only when needed, e.g. hls.js where the browser lacks native HLS.)`,
  );
}
process.exit(rows.some((r) => r.overBudget) ? 1 : 0);
