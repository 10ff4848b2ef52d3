import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from './database.ts';
import { serverRoot } from '../config/server-root.ts';

const migrationsDir = path.join(serverRoot, 'migrations');

/** Names under which databases made before the renumbering recorded these migrations. */
const renamed: ReadonlyArray<readonly [older: string, current: string]> = [
  // Newest first: each new name is free once the one above it has moved on.
  ['008_catalogue.sql', '009_catalogue.sql'],
  ['007_entitlement.sql', '008_entitlement.sql'],
  ['006_product_events.sql', '007_product_events.sql'],
  ['005_schedule.sql', '006_schedule.sql'],
  ['004_public_site.sql', '005_public_site.sql'],
  ['003_payments_sandbox.sql', '004_payments_sandbox.sql'],
];

// Any fixed number will do, as long as nothing else in the database takes the same lock.
const MIGRATION_LOCK = 727272;

/** The numbered .sql files in migrations/, in the order they run. */
export function migrationFiles(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort();
}

async function recordedNames(db: Database): Promise<Set<string>> {
  const rows = await db.selectFrom('schema_migrations').select('name').execute();
  return new Set(rows.map((r) => r.name));
}

const readMigration = (file: string) => fs.readFileSync(path.join(migrationsDir, file), 'utf8');

/**
 * What a migration's text hashes to. Line endings are made alike first, so a checkout that turns
 * them into CRLF (git on Windows) is not taken for an edit.
 */
export const migrationChecksum = (text: string): string =>
  createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');

/** The migrations the database has not applied yet. */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const recorded = await recordedNames(db);
  return migrationFiles().filter((file) => !recorded.has(file));
}

/** Creates the ledger of applied migrations and moves old names to the current ones. */
async function prepareLedger(db: Database): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
      tx,
    );
    // Databases made before the checksums have none: checkLedger records today's on first sight.
    await sql`ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`.execute(tx);
    for (const [older, current] of renamed) {
      await tx
        .updateTable('schema_migrations')
        .set({ name: current })
        .where('name', '=', older)
        .execute();
    }
  });
}

/**
 * Refuses to go on when a migration that already ran has been edited since: the database holds
 * what the old text made, and the new text would never run. Rows without a checksum (recorded
 * before there were any) take the file's as it is now. Names with no file (a newer release's
 * migrations, seen by an older instance during a rolling update) are left alone.
 */
async function checkLedger(db: Database): Promise<void> {
  const files = new Set(migrationFiles());
  const rows = await db.selectFrom('schema_migrations').select(['name', 'checksum']).execute();
  const edited: string[] = [];
  for (const row of rows) {
    if (!files.has(row.name)) continue;
    const checksum = migrationChecksum(readMigration(row.name));
    if (row.checksum === null) {
      await db
        .updateTable('schema_migrations')
        .set({ checksum })
        .where('name', '=', row.name)
        .where('checksum', 'is', null)
        .execute();
    } else if (row.checksum !== checksum) edited.push(row.name);
  }
  if (edited.length > 0) throw new MigrationEditedError(edited);
}

/** A migration that ran has been changed: the start stops, saying which and what to do. */
export class MigrationEditedError extends Error {
  constructor(readonly names: string[]) {
    super(
      `These migrations were changed after they ran on this database: ${names.join(', ')}. ` +
        'Put back the text that ran (git log -p migrations/) and write the change as a new migration.',
    );
    this.name = 'MigrationEditedError';
  }
}

/**
 * Applies the numbered .sql files in migrations/ that have not run yet, each in its own
 * transaction: a failing migration leaves the ones before it applied and itself not at all.
 * Each transaction first takes an advisory lock and then rereads the ledger, so two server
 * instances starting together apply each migration once.
 */
export async function migrate(db: Database): Promise<string[]> {
  await prepareLedger(db);
  await checkLedger(db);
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    const ran = await db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
      if ((await recordedNames(tx)).has(file)) return false;
      const text = readMigration(file);
      await sql.raw(text).execute(tx);
      const checksum = migrationChecksum(text);
      await tx.insertInto('schema_migrations').values({ name: file, checksum }).execute();
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
