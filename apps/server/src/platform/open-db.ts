import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import { openPglite } from './db-pglite.ts';
import { openPostgres } from './db-postgres.ts';
import { migrate } from './migrate.ts';

/** Chooses the driver from configuration, in this one place, and brings the schema up to date. */
export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  let db: Db;
  if (config.databaseUrl) {
    db = openPostgres(config.databaseUrl);
  } else {
    const dir = path.join(config.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
    db = await openPglite(dir);
  }
  await migrate(db);
  return db;
}
