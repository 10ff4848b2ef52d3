import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { openPglite, openPostgres, pgliteOf } from '../src/platform/db/open.ts';
import { seedDemoData } from '../src/demo/seed.ts';

/**
 * Every server test file starts from a fresh database. Migrating one and loading the demo data
 * took most of a file's setup (and starting an empty embedded database, initdb, the rest), so
 * both are done once per run, here, and each file starts from a copy: the embedded database
 * loads a dump of the template's data directory, PostgreSQL copies a template database.
 */

/** The test clock's default start: the demo data of the seeded template is dated from it. */
export const DEFAULT_TEST_NOW = new Date('2026-11-20T15:00:00Z');

/** Migrated only (`seed: false`), or migrated with the demo data at DEFAULT_TEST_NOW. */
export type TemplateKind = 'migrated' | 'seeded';

/** Where the copies come from: data-directory dumps (embedded) or database names (PostgreSQL). */
export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  sources: Record<TemplateKind, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

async function pgliteTemplates(): Promise<DatabaseTemplates> {
  // Each project's global setup builds its own, so the folder is named by the run, not the process.
  const dir = path.join(root, '.tmp', `test-db-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(dir, { recursive: true });
  const sources = {} as Record<TemplateKind, string>;
  // One database: dumped once migrated, then again with the demo data.
  const db = await openPglite(undefined);
  const dumpAs = async (kind: TemplateKind) => {
    // Uncompressed: loading it is what every test file waits for.
    const dump = await pgliteOf(db)!.dumpDataDir('none');
    const file = path.join(dir, `${kind}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    sources[kind] = file;
  };
  try {
    await migrate(db);
    await dumpAs('migrated');
    await seedDemoData(db, DEFAULT_TEST_NOW);
    await dumpAs('seeded');
  } finally {
    await db.destroy();
  }
  return { kind: 'pglite', sources };
}

/** The admin connection URL's database swapped for `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits, 2 s at most, until no one is connected to database `name`: a pool's sockets close a
 * moment after it says it has ended, and a database is copied or dropped cleanly only without them.
 */
export async function untilNoOneConnected(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function postgresTemplates(adminUrl: string): Promise<DatabaseTemplates> {
  const run = randomBytes(4).toString('hex');
  const sources = {} as Record<TemplateKind, string>;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // The seeded template starts as a copy of the migrated one: the migrations run once.
    const make = async (
      kind: TemplateKind,
      from: string,
      fill: (db: Database) => Promise<unknown>,
    ) => {
      const name = `jetsweat_template_${run}_${kind}`;
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${from}`);
      const db = openPostgres(databaseUrl(adminUrl, name));
      await fill(db);
      await db.destroy();
      await untilNoOneConnected(admin, name);
      sources[kind] = name;
    };
    await make('migrated', 'template1', migrate);
    await make('seeded', sources.migrated, (db) => seedDemoData(db, DEFAULT_TEST_NOW));
  } finally {
    await admin.end();
  }
  return { kind: 'postgres', sources };
}

/** Builds both templates on the database the server tests run on this time. */
export function buildTemplates(): Promise<DatabaseTemplates> {
  if (process.env.TEST_DB !== 'postgres') return pgliteTemplates();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return postgresTemplates(adminUrl);
}

export async function dropTemplates(t: DatabaseTemplates): Promise<void> {
  if (t.kind === 'pglite') {
    fs.rmSync(path.dirname(t.sources.seeded), { recursive: true, force: true });
    return;
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  for (const name of Object.values(t.sources))
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
