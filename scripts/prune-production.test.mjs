// The production install's pruning (issue 55, item 2): type declarations and source maps go,
// everything a running server or a licence audit reads stays, and npm's links to the workspaces
// are not followed into the sources.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { pruneProduction } from './prune-production.mjs';

const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (relative path → text) under a new temporary folder; returns the folder. */
function tree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const exists = (dir, name) => fs.existsSync(path.join(dir, name));

it('removes type declarations and source maps, and keeps code, manifests and licences', () => {
  const modules = tree({
    'pkg/package.json': '{"name":"pkg","main":"index.js","types":"index.d.ts"}',
    'pkg/index.js': 'export const a = 1;\n//# sourceMappingURL=index.js.map',
    'pkg/index.js.map': '{"version":3}',
    'pkg/index.d.ts': 'export declare const a: 1;',
    'pkg/esm/index.d.mts': 'export {};',
    'pkg/cjs/index.d.cts': 'export {};',
    'pkg/cjs/index.cjs': 'module.exports = {};',
    'pkg/LICENSE': 'MIT',
    'pkg/LICENSE.md': 'MIT',
    'pkg/README.md': '# pkg',
    '@scope/deep/lib/nested/util.js.map': '{}',
    '@scope/deep/lib/nested/util.js': 'module.exports = 1;',
  });
  const gone = pruneProduction(modules);
  expect(gone.files).toBe(5);
  for (const name of [
    'pkg/index.js.map',
    'pkg/index.d.ts',
    'pkg/esm/index.d.mts',
    'pkg/cjs/index.d.cts',
    '@scope/deep/lib/nested/util.js.map',
  ])
    expect(exists(modules, name), name).toBe(false);
  for (const name of [
    'pkg/package.json',
    'pkg/index.js',
    'pkg/cjs/index.cjs',
    'pkg/LICENSE',
    'pkg/LICENSE.md',
    'pkg/README.md',
    '@scope/deep/lib/nested/util.js',
  ])
    expect(exists(modules, name), name).toBe(true);
});

it('does not follow the links npm makes to the workspaces', () => {
  const workspace = tree({ 'src/index.ts': 'export {}', 'src/types.d.ts': 'export {}' });
  const modules = tree({ 'pkg/index.d.ts': 'export {}' });
  fs.mkdirSync(path.join(modules, '@jetsweat'));
  fs.symlinkSync(workspace, path.join(modules, '@jetsweat/contract'), 'dir');
  pruneProduction(modules);
  expect(exists(workspace, 'src/types.d.ts')).toBe(true);
  expect(exists(modules, 'pkg/index.d.ts')).toBe(false);
});
