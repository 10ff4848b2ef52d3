import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IllegalTransitionError,
  NONE,
  type MoveRule,
  type StateMachine,
} from '../src/platform/db/state-machine.ts';
import { createTestApp, type TestApp } from './harness.ts';

type AnyMachine = StateMachine<string, Readonly<Record<string, MoveRule<string>>>>;

/**
 * Checks every pair of a machine's states (none included): the moves listed ('from -> to') are
 * allowed, by `between` and by the named move that makes them, and every other pair is refused
 * with IllegalTransitionError.
 */
export function expectExactMoves(machine: AnyMachine, allowed: readonly string[]): void {
  const states = [NONE, ...machine.states];
  for (const move of allowed)
    for (const state of move.split(' -> ')) expect(states, move).toContain(state);
  for (const from of states)
    for (const to of states) {
      const pair = `${from} -> ${to}`;
      if (allowed.includes(pair)) {
        expect(machine.between(from, to), pair).toEqual({ from, to });
        const named = Object.values(machine.moves).filter(
          (m) => m.to === to && m.from.includes(from),
        );
        expect(named.length, `${machine.kind}: a named move makes ${pair}`).toBe(1);
        expect(named[0]!.check(from)).toEqual({ from, to });
      } else {
        expect(() => machine.between(from, to), pair).toThrow(IllegalTransitionError);
        expect(() => machine.between(from, to)).toThrow(
          `A ${machine.kind} may not move from ${from} to ${to}.`,
        );
      }
    }
}

/** The values a column's CHECK (column IN (...)) constraint lets in, read from the catalogue. */
export async function checkedValues(t: TestApp, table: string, column: string): Promise<string[]> {
  const rows = await t.db.query<{ def: string }>(
    `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid = $1::regclass AND contype = 'c'`,
    [table],
  );
  // One value is kept as `column = 'value'`, several as `column = ANY (ARRAY[...])`.
  const def = rows.map((r) => r.def).find((d) => d.startsWith(`CHECK ((${column} = `));
  expect(def, `${table}.${column} has a CHECK of its values`).toBeDefined();
  return [...def!.matchAll(/'([a-z_-]+)'::text/g)].map((m) => m[1]!);
}

/**
 * A test app's database answers each machine's states: `[table, column, machine]` rows, each
 * column's CHECK letting in exactly the machine's states, in order.
 */
export function describeStatesInDatabase(
  rows: readonly (readonly [table: string, column: string, machine: AnyMachine])[],
): void {
  describe('the states in the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it.each(rows)('%s.%s allows exactly the machine’s states', async (table, column, machine) => {
      expect(await checkedValues(t, table, column)).toEqual([...machine.states]);
    });
  });
}
