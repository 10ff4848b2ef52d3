#!/usr/bin/env node
// The dependency rules of .dependency-cruiser.cjs over the web app and the server, part of
// `npm run lint`. Violations listed in .dependency-cruiser-known-violations.json are let through;
// any other fails. dependency-cruiser's own --ignore-known does not yet cover rules checked
// between folders (our feature cycles), so those are matched against the same list here.
//
//   node scripts/check-boundaries.mjs             # check
//   node scripts/check-boundaries.mjs --baseline  # write today's violations as the known list
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const known = '.dependency-cruiser-known-violations.json';
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const sources = ['apps/web/src', 'apps/server/src'];
const common = ['--config', '.dependency-cruiser.cjs', ...sources];

if (process.argv.includes('--baseline')) {
  const run = spawnSync(depcruise, [...common, '--baseline', known], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

const run = spawnSync(depcruise, [...common, '--ignore-known', known, '-T', 'json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (!run.stdout) {
  console.error(run.stderr);
  process.exit(1);
}
const { summary } = JSON.parse(run.stdout);

/** One violation as a comparable string: rule, ends and (for cycles) the ring. */
const keyOf = (v) => [v.rule.name, v.from, v.to, ...(v.cycle ?? []).map((c) => c.name)].join(' | ');
const knownKeys = new Set(JSON.parse(fs.readFileSync(path.join(root, known), 'utf8')).map(keyOf));

const fresh = summary.violations.filter(
  (v) => v.rule.severity === 'error' && !knownKeys.has(keyOf(v)),
);
for (const v of fresh) {
  const ring = v.cycle ? `\n      ${v.cycle.map((c) => c.name).join(' →\n      ')}` : '';
  console.error(`  error ${v.rule.name}: ${v.from} → ${v.to}${ring}`);
}
const listed = summary.violations.length - fresh.length;
console.log(
  `${fresh.length === 0 ? '✔' : '✖'} dependency rules: ${fresh.length} new violation(s), ` +
    `${listed} known (${known}), ${summary.totalCruised} modules checked.`,
);
process.exit(fresh.length === 0 ? 0 : 1);
