// The configuration tables of docs/configuration.md cannot drift from the code: every entry of the
// server's configuration schema carries its description, every other variable the code reads is
// described in read-elsewhere-variables.ts, and that page holds exactly the tables made from them
// (node scripts/config-table.mjs rewrites them).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchemaEntries } from '../apps/server/src/platform/config/config.ts';
import { configTables } from '../apps/server/src/platform/config/variable-doc.ts';
import {
  configDocPath,
  configVariables,
  docWithTables,
  envExample,
  envExamplePath,
} from './config-table.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** Where code that reads the environment lives (the web app runs in browsers: it reads none). */
const codeRoots = ['apps/server/src', 'apps/server/test', 'apps/server/scripts', 'scripts', 'e2e'];
const codeFile = /\.(ts|mts|mjs|js|cjs)$/;

/** Folders of what runs made, not code: a run's video segments end in .ts too. */
const notCode = new Set(['node_modules', '.tmp', 'test-results', 'dist']);

function* codeFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !notCode.has(entry.name)) yield* codeFiles(full);
    else if (entry.isFile() && codeFile.test(entry.name)) yield full;
  }
}

/** `process.env.NAME`, `process.env['NAME']` and `env.NAME` (an environment handed on). */
const envRead = /\b(?:process\.env|env)(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g;

/** The variables each file reads, by the file's path from the repository root. */
function variablesReadInCode() {
  const reads = new Map();
  for (const dir of codeRoots)
    for (const file of codeFiles(path.join(root, dir))) {
      if (file === import.meta.filename) continue;
      for (const match of fs.readFileSync(file, 'utf8').matchAll(envRead)) {
        const name = match[1] ?? match[2];
        if (!reads.has(name)) reads.set(name, new Set());
        reads.get(name).add(path.relative(root, file));
      }
    }
  return reads;
}

const variables = configVariables();
const described = new Set(variables.map((v) => v.name));

describe('the configuration tables', () => {
  it('describe every entry of the server configuration schema', () => {
    const names = Object.keys(configSchemaEntries);
    expect(names.length).toBeGreaterThan(40);
    const undescribed = variables.filter((v) => names.includes(v.name) && !v.meaning);
    expect(undescribed.map((v) => v.name)).toEqual([]);
  });

  it('describe every variable the code reads', () => {
    const reads = variablesReadInCode();
    // The scan finds what it should: names read in several ways in several places.
    expect(reads.get('TEST_DATABASE_URL')?.size).toBeGreaterThan(1);
    expect(reads.get('OTEL_EXPORTER_OTLP_ENDPOINT')).toBeDefined();
    const missing = [...reads]
      .filter(([name]) => !described.has(name))
      .map(([name, files]) => `${name} (read in ${[...files].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('describe each variable once, with a meaning, in a table of the page', () => {
    const names = variables.map((v) => v.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const v of variables) {
      expect(v.meaning?.length, v.name).toBeGreaterThan(10);
      expect(configTables, v.name).toContain(v.table);
    }
  });

  it("word a default only where the schema's own does not say it", () => {
    const repeated = variables.filter(
      (v) => v.schemaDefault !== undefined && v.default !== `\`${v.schemaDefault}\``,
    );
    expect(repeated.map((v) => `${v.name}: ${v.default}`)).toEqual([]);
  });

  it('make an .env.example of every variable the server reads', () => {
    const example = envExample();
    for (const name of [...Object.keys(configSchemaEntries), 'OTEL_SERVICE_NAME'])
      expect(example).toMatch(new RegExp(`^# ${name}=`, 'm'));
    expect(example).toContain('# PORT=3000\n');
    expect(example).not.toContain('TEST_DATABASE_URL');
    // compose.yaml's own: the one it cannot start without is there to fill in.
    expect(example).toMatch(/^POSTGRES_PASSWORD=$/m);
  });

  it('are in .env.example as made from their source', () => {
    expect(fs.readFileSync(envExamplePath, 'utf8')).toBe(envExample());
  });

  // Formatting the tables loads prettier: seconds on a busy machine, past vitest's 5 s default.
  it('are in docs/configuration.md as made from their source', async () => {
    const doc = fs.readFileSync(configDocPath, 'utf8');
    expect(await docWithTables(doc)).toBe(doc);
  }, 30_000);
});
