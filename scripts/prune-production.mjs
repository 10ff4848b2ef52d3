#!/usr/bin/env node
// Removes what a production install carries only for editors and debuggers of its packages: type
// declarations (.d.ts, .d.mts, .d.cts) and source maps (.map). They were 99 of the server's
// 233 MB on disk (issue 55, item 2); nothing loads them at run time (the server's own maps sit in
// apps/server/dist, not here). Licences, READMEs, code and package.json files stay. Symbolic links
// (npm's links to this repository's workspaces) are not followed, so the sources stay whole.
//
//   node scripts/prune-production.mjs [node_modules folder]   (default: ./node_modules)
import fs from 'node:fs';
import path from 'node:path';

/** File names a running server never reads. */
export const PRUNED = /\.(d\.ts|d\.mts|d\.cts|map)$/;

/** Deletes every pruned file under `dir`; returns how many files and bytes went. */
export function pruneProduction(dir) {
  const gone = { files: 0, bytes: 0 };
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && PRUNED.test(entry.name)) {
        gone.bytes += fs.statSync(file).size;
        fs.rmSync(file);
        gone.files += 1;
      }
    }
  };
  walk(dir);
  return gone;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'node_modules');
  if (!fs.existsSync(dir)) {
    console.error(`prune-production: ${dir} does not exist (run it after npm ci --omit=dev)`);
    process.exit(1);
  }
  const { files, bytes } = pruneProduction(dir);
  console.log(
    `prune-production: removed ${files} type declaration and source map files (${(bytes / 1e6).toFixed(1)} MB) from ${dir}`,
  );
}
