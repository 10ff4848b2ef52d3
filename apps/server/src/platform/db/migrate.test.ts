import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrl } from '../../../test/database-templates.ts';
import { testDbKind } from '../../../test/fresh-database.ts';
import { migrate, MigrationEditedError, migrationFiles } from './migrate.ts';
import { openPglite, openPostgres } from './open.ts';

describe('migrate', () => {
  it('applies every migration once, and maps the names older databases recorded', async () => {
    const db = await openPglite(undefined);
    try {
      expect(await migrate(db)).toEqual(migrationFiles());
      // A database made before the renumbering recorded 003_payments_sandbox.sql and so on.
      const older = (name: string) => name.replace(/^(\d{3})/, (n) => `00${Number(n) - 1}`);
      for (const name of migrationFiles().filter((f) => f >= '004_' && f < '010_')) {
        await db
          .updateTable('schema_migrations')
          .set({ name: older(name) })
          .where('name', '=', name)
          .execute();
      }
      expect(await migrate(db)).toEqual([]);
      const recorded = await db.selectFrom('schema_migrations').select('name').execute();
      expect(recorded.map((r) => r.name).sort()).toEqual(migrationFiles());
    } finally {
      await db.destroy();
    }
  });

  it('stops the start, naming the migration, when one that ran has been edited since', async () => {
    const db = await openPglite(undefined);
    try {
      await migrate(db);
      const [first, second] = migrationFiles();
      // What an edit of the file looks like from the database: its recorded checksum differs.
      await db
        .updateTable('schema_migrations')
        .set({ checksum: 'the text that ran' })
        .where('name', '=', second!)
        .execute();
      // A database from before the checksums: the row takes the file's checksum on first sight.
      await db
        .updateTable('schema_migrations')
        .set({ checksum: null })
        .where('name', '=', first!)
        .execute();
      const refused = await migrate(db).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(MigrationEditedError);
      expect((refused as MigrationEditedError).names).toEqual([second]);
      expect((refused as Error).message).toContain(
        `changed after they ran on this database: ${second}`,
      );
      const row = await db
        .selectFrom('schema_migrations')
        .select('checksum')
        .where('name', '=', first!)
        .executeTakeFirstOrThrow();
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await db.destroy();
    }
  });

  // Two instances need a server both reach: the embedded database belongs to one process.
  it.runIf(testDbKind === 'postgres')(
    'applies each migration exactly once when two instances start at the same time',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `jetsweat_race_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const one = openPostgres(databaseUrl(adminUrl, name));
      const two = openPostgres(databaseUrl(adminUrl, name));
      try {
        const [byOne, byTwo] = await Promise.all([migrate(one), migrate(two)]);
        expect([...byOne, ...byTwo].sort()).toEqual(migrationFiles());
        const ledger = await one.selectFrom('schema_migrations').select('name').execute();
        expect(ledger.map((r) => r.name).sort()).toEqual(migrationFiles());
      } finally {
        await Promise.all([one.destroy(), two.destroy()]);
        await admin.query(`DROP DATABASE ${name}`);
        await admin.end();
      }
    },
    60_000,
  );
});
