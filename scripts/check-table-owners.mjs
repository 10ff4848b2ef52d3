#!/usr/bin/env node
// Every table has one owner (apps/server/src/platform/db/table-owners.ts): part of `npm run lint`.
// Reads the server's source (not its tests) with TypeScript's parser and fails on
//   - a query of a table another feature owns (Kysely's selectFrom, insertInto, updateTable,
//     deleteFrom, the joins, or FROM, JOIN, INTO, UPDATE in an SQL text), and
//   - SQL in a feature's file that is not a store (`store.ts`, `*-store.ts`).
// Violations listed in .table-owners-known-violations.json are let through while they are fixed
// one by one; a listed one that is gone fails too, so the list only shrinks.
//
//   node scripts/check-table-owners.mjs             # check
//   node scripts/check-table-owners.mjs --baseline  # write today's violations as the known list
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const knownFile = '.table-owners-known-violations.json';
const { TABLE_OWNERS } = await tsImport(
  '../apps/server/src/platform/db/table-owners.ts',
  import.meta.url,
);

const QUERY_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'innerJoinLateral',
  'leftJoinLateral',
]);
/** A table named after an SQL keyword in an SQL text (written in capitals, as the code writes SQL). */
const SQL_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_][a-z0-9_]*)\b/g;

/** Who a source file speaks for: its feature, its platform folder, or the server's root. */
export function ownerOfFile(file) {
  const parts = file.split('/');
  const at = parts.indexOf('src');
  const [top, second, third] = parts.slice(at + 1);
  if (top === 'features') return second;
  if (top === 'platform') return third === undefined ? 'platform' : `platform/${second}`;
  return 'server root';
}

const isStore = (file) => /(^|\/|-)store\.ts$/.test(file);

/** The tables a source text queries, and whether it holds SQL at all. */
export function tablesQueried(text, fileName = 'file.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const tables = new Set();
  let hasSql = false;
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first] = node.arguments;
      if (QUERY_METHODS.has(method) && first && ts.isStringLiteralLike(first)) {
        hasSql = true;
        tables.add(first.text.split(/\s+as\s+/)[0].trim());
      }
    }
    if (ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText(source)))
      hasSql = true;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      for (const [, table] of node.text.matchAll(SQL_TABLE))
        if (table in TABLE_OWNERS) tables.add(table);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { tables: [...tables].filter((t) => t in TABLE_OWNERS), hasSql };
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The sweeps are tests' scaffolding: tests read and write any table to check what was stored.
      if (entry.name !== 'sweeps') yield* sourceFiles(full);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield full;
  }
}

/** Every violation in the server's source under `base`, as `file: what` strings. */
export function violations(base = root) {
  const found = [];
  for (const full of sourceFiles(path.join(base, 'apps/server/src'))) {
    const file = path.relative(base, full).split(path.sep).join('/');
    const owner = ownerOfFile(file);
    const { tables, hasSql } = tablesQueried(fs.readFileSync(full, 'utf8'), file);
    for (const table of tables.sort())
      if (TABLE_OWNERS[table] !== owner)
        found.push(`${file}: queries ${table} (owned by ${TABLE_OWNERS[table]})`);
    const feature = file.includes('/src/features/') || owner === 'server root';
    if (feature && hasSql && !isStore(file)) found.push(`${file}: SQL outside a store`);
  }
  return found.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = violations();
  if (process.argv.includes('--baseline')) {
    fs.writeFileSync(path.join(root, knownFile), `${JSON.stringify(found, null, 2)}\n`);
    console.log(`${found.length} violation(s) written to ${knownFile}.`);
    process.exit(0);
  }
  const known = new Set(JSON.parse(fs.readFileSync(path.join(root, knownFile), 'utf8')));
  const fresh = found.filter((v) => !known.has(v));
  const fixed = [...known].filter((v) => !found.includes(v));
  for (const v of fresh) console.error(`  error ${v}`);
  for (const v of fixed) console.error(`  fixed, remove from ${knownFile}: ${v}`);
  const ok = fresh.length === 0 && fixed.length === 0;
  console.log(
    `${ok ? '✔' : '✖'} table owners: ${fresh.length} new violation(s), ${fixed.length} fixed but ` +
      `still listed, ${found.length - fresh.length} known (${knownFile}).`,
  );
  process.exit(ok ? 0 : 1);
}
