#!/usr/bin/env node
/**
 * Writes the README's configuration tables from their one source,
 * apps/server/src/platform/config-variables.ts (the server's) and development-variables.ts (the
 * tests' and scripts'), between the README's `<!-- config-table:… -->` markers.
 *
 *   node scripts/config-table.mjs          rewrite the tables
 *   node scripts/config-table.mjs --check  exit 1 when the README's tables are stale
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { serverVariables } from '../apps/server/src/platform/config-variables.ts';
import { developmentVariables } from '../apps/server/src/platform/development-variables.ts';

export const readmePath = path.resolve(import.meta.dirname, '../README.md');

export const tables = { server: serverVariables, development: developmentVariables };

const cell = (text) => text.replace(/\|/g, '\\|');

/** One table in Markdown, formatted as prettier formats the README. */
async function renderTable(variables) {
  const rows = variables.map(
    (v) =>
      `| ${v.names.map((n) => `\`${n}\``).join(', ')} | ${cell(v.default)} | ${cell(v.meaning)} |`,
  );
  const markdown = ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
  const options = (await prettier.resolveConfig(readmePath)) ?? {};
  return (await prettier.format(markdown, { ...options, parser: 'markdown' })).trim();
}

/** The README with each marked table replaced by the one made from its source. */
export async function readmeWithTables(readme) {
  let result = readme;
  for (const [name, variables] of Object.entries(tables)) {
    const start = `<!-- config-table:${name} -->`;
    const end = `<!-- /config-table:${name} -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README.md lacks the markers ${start} … ${end}`);
    const table = await renderTable(variables);
    result = `${result.slice(0, from + start.length)}\n\n${table}\n\n${result.slice(to)}`;
  }
  return result;
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const readme = fs.readFileSync(readmePath, 'utf8');
  const wanted = await readmeWithTables(readme);
  if (process.argv.includes('--check')) {
    if (wanted !== readme) {
      console.error(
        'README.md: the configuration tables are stale: run node scripts/config-table.mjs',
      );
      process.exit(1);
    }
  } else if (wanted !== readme) {
    fs.writeFileSync(readmePath, wanted);
    console.log('README.md: configuration tables written');
  }
}
