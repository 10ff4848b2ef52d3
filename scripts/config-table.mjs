#!/usr/bin/env node
/**
 * Writes the configuration tables of docs/configuration.md from their one source,
 * apps/server/src/platform/config/config-variables.ts (the server's) and development-variables.ts (the
 * tests' and scripts'), between that page's `<!-- config-table:… -->` markers.
 *
 *   node scripts/config-table.mjs          rewrite the tables
 *   node scripts/config-table.mjs --check  exit 1 when the page's tables are stale
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { serverVariables } from '../apps/server/src/platform/config/config-variables.ts';
import { developmentVariables } from '../apps/server/src/platform/config/development-variables.ts';

/** The page that holds the tables (the README stays short and points to it). */
export const configDocPath = path.resolve(import.meta.dirname, '../docs/configuration.md');
const shownPath = 'docs/configuration.md';

export const tables = { server: serverVariables, development: developmentVariables };

const cell = (text) => text.replace(/\|/g, '\\|');

/** One table in Markdown, formatted as prettier formats the page. */
async function renderTable(variables) {
  const rows = variables.map(
    (v) =>
      `| ${v.names.map((n) => `\`${n}\``).join(', ')} | ${cell(v.default)} | ${cell(v.meaning)} |`,
  );
  const markdown = ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
  const options = (await prettier.resolveConfig(configDocPath)) ?? {};
  return (await prettier.format(markdown, { ...options, parser: 'markdown' })).trim();
}

/** The page with each marked table replaced by the one made from its source. */
export async function docWithTables(doc) {
  let result = doc;
  for (const [name, variables] of Object.entries(tables)) {
    const start = `<!-- config-table:${name} -->`;
    const end = `<!-- /config-table:${name} -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${shownPath} lacks the markers ${start} … ${end}`);
    const table = await renderTable(variables);
    result = `${result.slice(0, from + start.length)}\n\n${table}\n\n${result.slice(to)}`;
  }
  return result;
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const doc = fs.readFileSync(configDocPath, 'utf8');
  const wanted = await docWithTables(doc);
  if (process.argv.includes('--check')) {
    if (wanted !== doc) {
      console.error(
        `${shownPath}: the configuration tables are stale: run node scripts/config-table.mjs`,
      );
      process.exit(1);
    }
  } else if (wanted !== doc) {
    fs.writeFileSync(configDocPath, wanted);
    console.log(`${shownPath}: configuration tables written`);
  }
}
