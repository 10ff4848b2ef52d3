import { describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from './migrate.ts';
import { openPglite } from './open.ts';

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
});
