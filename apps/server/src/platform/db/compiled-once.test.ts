import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb, testDbKind } from '../../../test/fresh-database.ts';
import type { Db } from '../../../test/plain-sql.ts';
import { compiledOnce, compiledPerShape } from './compiled-once.ts';
import { statementName } from './named-statements.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDb('migrated'));
});
afterAll(() => drop());

describe('compiledOnce', () => {
  it('runs the query compiled once with each call’s own values', async () => {
    let builds = 0;
    const sum = compiledOnce(
      (kysely, a: number, b: number) => {
        builds += 1;
        return kysely.selectNoFrom(sql<number>`${a}::int + ${b}::int`.as('total'));
      },
      [-101, -102],
    );
    expect(await sum(db.kysely, 1, 2)).toEqual([{ total: 3 }]);
    expect(await sum(db.kysely, 40, 2)).toEqual([{ total: 42 }]);
    expect(builds).toBe(1);
  });

  it('refuses a query with a constant as a parameter: its generic plan could not use it', async () => {
    const booked = compiledOnce(
      (kysely, n: number) =>
        kysely.selectNoFrom(sql<boolean>`${n}::int > 0 AND ${'booked'}::text <> ''`.as('ok')),
      [-103],
    );
    await expect(booked(db.kysely, 1)).rejects.toThrow(/parameter \$2 is a constant/);
  });
});

describe('compiledPerShape', () => {
  // The values: an optional lower bound, an optional upper bound, then a required label.
  let builds = 0;
  const labelled = compiledPerShape<{ label: string; n: number }>((kysely, values, variant) => {
    builds += 1;
    const [min, max, label] = values;
    const conditions = [sql<boolean>`true`];
    if (min !== undefined) conditions.push(sql<boolean>`n >= ${min}`);
    if (max !== undefined) conditions.push(sql<boolean>`n <= ${max}`);
    const order = sql.raw(variant === 0 ? 'ASC' : 'DESC');
    return sql<{ label: string; n: number }>`SELECT ${label}::text AS label, n
      FROM generate_series(1, 5) AS n
      WHERE ${sql.join(conditions, sql` AND `)} AND n <> ${99}
      ORDER BY n ${order}`.compile(kysely);
  });
  const ns = (rows: { n: number }[]) => rows.map((r) => r.n);

  it('compiles each shape once and puts each call’s values in, constants kept', async () => {
    builds = 0;
    expect(ns(await labelled(db.kysely, [2, 4, 'a'], 0))).toEqual([2, 3, 4]);
    expect(ns(await labelled(db.kysely, [3, 5, 'b'], 0))).toEqual([3, 4, 5]);
    expect(builds).toBe(1);
    const rows = await labelled(db.kysely, [undefined, 2, 'only max'], 0);
    expect(rows).toEqual([
      { label: 'only max', n: 1 },
      { label: 'only max', n: 2 },
    ]);
    expect(ns(await labelled(db.kysely, [4, undefined, 'c'], 0))).toEqual([4, 5]);
    expect(builds).toBe(3);
  });

  it('takes the variant as part of the shape', async () => {
    builds = 0;
    expect(ns(await labelled(db.kysely, [undefined, undefined, 'up'], 0))).toEqual([1, 2, 3, 4, 5]);
    expect(ns(await labelled(db.kysely, [undefined, undefined, 'down'], 1))).toEqual([
      5, 4, 3, 2, 1,
    ]);
    expect(builds).toBe(2);
  });

  it('refuses a query that leaves a given value out', async () => {
    const forgetful = compiledPerShape<{ n: number }>((kysely) =>
      sql<{ n: number }>`SELECT 1 AS n`.compile(kysely),
    );
    await expect(forgetful(db.kysely, [7], 0)).rejects.toThrow(/not a parameter/);
  });
});

describe('on PostgreSQL', () => {
  it.runIf(testDbKind === 'postgres')(
    'runs a compiled-once query as a named statement parsed once on its connection, and a shape unnamed',
    async () => {
      const twice = compiledOnce(
        (kysely, n: number) => kysely.selectNoFrom(sql<number>`${n}::int * 2`.as('twice')),
        [-201],
      );
      const thrice = compiledPerShape<{ thrice: number }>((kysely, [n, plus]) => {
        const added = plus === undefined ? sql`` : sql`+ ${plus}::int `;
        return sql<{ thrice: number }>`SELECT ${n}::int * 3 ${added}AS thrice`.compile(kysely);
      });
      // One connection for the whole check: prepared statements belong to a connection.
      const { answers, prepared } = await db.kysely.connection().execute(async (one) => {
        const answers = [
          ...(await twice(one, 1)),
          ...(await twice(one, 21)),
          ...(await thrice(one, [2, undefined], 0)),
          ...(await thrice(one, [3, undefined], 0)),
          ...(await thrice(one, [3, 1], 0)),
          ...(await thrice(one, [4, 2], 0)),
        ];
        const prepared = await sql<{ name: string; statement: string; runs: number }>`
          SELECT name, statement, (generic_plans + custom_plans)::int AS runs
          FROM pg_prepared_statements WHERE statement LIKE ${'%::int * _ %'}
          ORDER BY statement`.execute(one);
        return { answers, prepared: prepared.rows };
      });
      expect(answers).toEqual([
        { twice: 2 },
        { twice: 42 },
        { thrice: 6 },
        { thrice: 9 },
        { thrice: 10 },
        { thrice: 14 },
      ]);
      // The shapes are planned for each call's values: not prepared.
      expect(prepared.map((p) => p.statement)).toEqual(['select $1::int * 2 as "twice"']);
      expect(prepared[0]!.name).toBe(statementName(prepared[0]!.statement));
      expect(prepared[0]!.runs).toBe(2);
    },
  );
});
