// The table owners' check of `npm run lint` (scripts/check-table-owners.mjs): what it finds in a
// source text, whom a file speaks for, and a deliberate violation failing it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerOfFile, tablesQueried, violations } from './check-table-owners.mjs';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-owners-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

function write(file, text) {
  const full = path.join(base, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}

describe('the table owners check', () => {
  it("finds the tables of Kysely's calls and of SQL texts, not of prose", () => {
    const text = `
      import { sql } from 'kysely';
      // Reads users FROM the accounts (a comment: not a query).
      export const a = (db) => db.selectFrom('coupons as c').innerJoin('packages as p', 'p.id', 'c.id');
      export const b = (db) => sql\`SELECT 1 FROM live_classes c JOIN studios s ON s.id = c.studio_id\`;
      export const words = 'members from studios';`;
    const { tables, hasSql } = tablesQueried(text);
    expect(tables.sort()).toEqual(['coupons', 'live_classes', 'packages', 'studios']);
    expect(hasSql).toBe(true);
    expect(tablesQueried("export const x = 'no SQL here';").hasSql).toBe(false);
  });

  it('knows whom a file speaks for', () => {
    expect(ownerOfFile('apps/server/src/features/billing/coupons/coupon-store.ts')).toBe('billing');
    expect(ownerOfFile('apps/server/src/platform/payments/sandbox-store.ts')).toBe(
      'platform/payments',
    );
    expect(ownerOfFile('apps/server/src/platform/http/rate-limit-store.ts')).toBe('platform/http');
    expect(ownerOfFile('apps/server/src/platform/deps.ts')).toBe('platform');
    expect(ownerOfFile('apps/server/src/demo/seed.ts')).toBe('server root');
  });

  it("fails a query of another feature's table and SQL outside a store", () => {
    write(
      'apps/server/src/features/console/money/coupon-edit.ts',
      "export const edit = (db) => db.updateTable('coupons').set({ active: false }).execute();",
    );
    write(
      'apps/server/src/features/billing/coupons/coupon-store.ts',
      "export const read = (db) => db.selectFrom('coupons').selectAll().execute();",
    );
    write(
      'apps/server/src/features/billing/coupons/coupon-store.test.ts',
      "export const t = (db) => db.selectFrom('users').selectAll().execute();",
    );
    expect(violations(base)).toEqual([
      'apps/server/src/features/console/money/coupon-edit.ts: SQL outside a store',
      'apps/server/src/features/console/money/coupon-edit.ts: queries coupons (owned by billing)',
    ]);
  });
});

describe("docs/architecture.md's table of owners", () => {
  it('lists every table under its owner, as table-owners.ts names them', async () => {
    const { TABLE_OWNERS } = await import('../apps/server/src/platform/db/table-owners.ts');
    const doc = fs.readFileSync(path.join(import.meta.dirname, '../docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Who owns each table'));
    const listed = {};
    for (const [, owner, tables] of section.matchAll(/^\| ([a-z/-]+)\s+\| ([a-z_, ]+?)\s+\|$/gm))
      if (owner !== 'owner') for (const table of tables.split(', ')) listed[table] = owner;
    expect(listed).toEqual(TABLE_OWNERS);
  });
});
