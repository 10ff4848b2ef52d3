#!/usr/bin/env node
/**
 * Writes the configuration tables of docs/configuration.md from their one source: the server's
 * configuration schema, whose entries carry their descriptions (apps/server/src/platform/config/
 * variable-doc.ts), and the variables read outside it (read-elsewhere-variables.ts). Each table
 * goes between that page's `<!-- config-table:NAME -->` markers.
 *
 * The same descriptions make `.env.example` at the project's root, for compose.yaml.
 *
 *   node scripts/config-table.mjs          rewrite the tables and .env.example
 *   node scripts/config-table.mjs --check  exit 1 when either is stale
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { configSchemaEntries } from '../apps/server/src/platform/config/config.ts';
import { productionVariables } from '../apps/server/src/platform/config/production-settings.ts';
import {
  composeVariables,
  developmentVariables,
  tracingVariables,
} from '../apps/server/src/platform/config/read-elsewhere-variables.ts';
import { configDocs, configTables } from '../apps/server/src/platform/config/variable-doc.ts';

/** The page that holds the tables (the README stays short and points to it). */
export const configDocPath = path.resolve(import.meta.dirname, '../docs/configuration.md');
/** The example settings compose.yaml reads as `.env`. */
export const envExamplePath = path.resolve(import.meta.dirname, '../.env.example');
const shownPath = 'docs/configuration.md';

/** The value a schema entry takes when its variable is unset, when it has one. */
function schemaDefault(schema) {
  return schema._zod.def.type === 'default' ? schema._zod.def.defaultValue : undefined;
}

/**
 * Every variable with its description, the schema's first, in the schema's order:
 * `{ name, table, meaning, default, schemaDefault }`, where `default` is the Markdown the docs show
 * (the description's own words, else the schema's default in code, else empty) and `schemaDefault`
 * the value itself (undefined without one). What an `.env.example` would list, too.
 * A schema entry without a description has `table` and `meaning` undefined (the test fails on it).
 */
export function configVariables() {
  const fromSchema = Object.entries(configSchemaEntries).map(([name, schema]) => {
    const doc = configDocs.get(schema);
    const value = schemaDefault(schema);
    const shown = doc?.default ?? (value === undefined ? '' : `\`${value}\``);
    return { name, table: doc?.table, meaning: doc?.meaning, default: shown, schemaDefault: value };
  });
  const elsewhere = Object.entries({
    ...tracingVariables,
    ...composeVariables,
    ...developmentVariables,
  }).map(([name, doc]) => ({ ...doc, name, default: doc.default ?? '', schemaDefault: undefined }));
  return [...fromSchema, ...elsewhere];
}

const cell = (text) => text.replace(/\|/g, '\\|');

/** One table in Markdown, formatted as prettier formats the page. */
async function renderTable(variables) {
  const rows = variables.map((v) => `| \`${v.name}\` | ${cell(v.default)} | ${cell(v.meaning)} |`);
  const markdown = ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
  const options = (await prettier.resolveConfig(configDocPath)) ?? {};
  return (await prettier.format(markdown, { ...options, parser: 'markdown' })).trim();
}

/** The page with each marked table replaced by the one made from the descriptions. */
export async function docWithTables(doc) {
  const variables = configVariables();
  let result = doc;
  for (const name of configTables) {
    const start = `<!-- config-table:${name} -->`;
    const end = `<!-- /config-table:${name} -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${shownPath} lacks the markers ${start} … ${end}`);
    const table = await renderTable(variables.filter((v) => v.table === name));
    result = `${result.slice(0, from + start.length)}\n\n${table}\n\n${result.slice(to)}`;
  }
  return result;
}

/** `# text` lines of at most 100 characters. */
function comment(text) {
  const lines = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line.length > 1 && line.length + 1 + word.length > 100) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line].join('\n');
}

/** A variable's block of the example: its description, its default, and the line to uncomment. */
function exampleBlock(v, line = `# ${v.name}=${v.schemaDefault ?? ''}`) {
  const words = v.default.replace(/^\((.*)\)$/, '$1');
  const worded = v.schemaDefault === undefined && words ? ` (default: ${words})` : '';
  return `${comment(`${v.meaning}${worded}`)}\n${line}`;
}

/**
 * An `.env.example` for compose.yaml: its own variables first, to fill in; then every variable
 * the server reads, each commented out with its description and default, table by table, after
 * a line naming what production cannot run without.
 */
export function envExample() {
  const variables = configVariables();
  const compose = variables.filter((v) => v.table === 'compose');
  const server = variables.filter((v) => v.table !== 'compose' && v.table !== 'development');
  const required = (v) => v.default === '(required)';
  return [
    comment(
      'JetSweat settings for compose.yaml: copy to .env and fill in. Made by node scripts/config-table.mjs from the descriptions docs/configuration.md shows; do not edit by hand.',
    ),
    ...compose.map((v) => exampleBlock(v, required(v) ? `${v.name}=` : undefined)),
    comment(
      `compose.yaml runs NODE_ENV=production, which also needs ${productionVariables.filter((n) => n !== 'DATABASE_URL').join(', ')} (DATABASE_URL is compose.yaml's): uncomment them below and fill them in. S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and JANUS_API_SECRET are compose.yaml's too: the storage and Janus it starts take them.`,
    ),
    ...server.map((v) => exampleBlock(v)),
  ]
    .join('\n\n')
    .concat('\n');
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const doc = fs.readFileSync(configDocPath, 'utf8');
  const wanted = await docWithTables(doc);
  const example = fs.existsSync(envExamplePath) ? fs.readFileSync(envExamplePath, 'utf8') : '';
  const wantedExample = envExample();
  if (process.argv.includes('--check')) {
    if (wanted !== doc || wantedExample !== example) {
      console.error(`${shownPath} or .env.example is stale: run node scripts/config-table.mjs`);
      process.exit(1);
    }
  } else {
    if (wanted !== doc) {
      fs.writeFileSync(configDocPath, wanted);
      console.log(`${shownPath}: configuration tables written`);
    }
    if (wantedExample !== example) {
      fs.writeFileSync(envExamplePath, wantedExample);
      console.log('.env.example written');
    }
  }
}
