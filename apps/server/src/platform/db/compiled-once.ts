import type { CompiledQuery, Compilable } from 'kysely';
import type { Database } from './database.ts';
import { runNamed } from './named-statements.ts';

/** A query compiled with placeholders, and for each parameter the index of its value (-1: a constant). */
interface Placed<R> {
  compiled: CompiledQuery<R>;
  valueAt: number[];
}

/**
 * Where each of `placeholders` went among `compiled`'s parameters (undefined ones stand for
 * values not given); refuses a query that left a placeholder out, which would run with it.
 */
function place<R>(compiled: CompiledQuery<R>, placeholders: readonly unknown[]): Placed<R> {
  const left = placeholders.some((p) => p !== undefined && !compiled.parameters.includes(p));
  if (left) throw new Error('a placeholder is not a parameter of the compiled query');
  const valueAt = compiled.parameters.map((p) => (p === undefined ? -1 : placeholders.indexOf(p)));
  return { compiled, valueAt };
}

/**
 * Marks a placed query to run as a named statement (named-statements.ts), refusing one that
 * carries a constant as a parameter: PostgreSQL's one generic plan for it knows nothing of a
 * parameter's value, so it cannot use a partial index whose condition names that constant
 * (`WHERE state = 'booked'`), and plans it at a default selectivity; when the plans made for
 * each call's values then look cheaper, PostgreSQL keeps replanning the statement on every
 * call. A constant goes into the text instead (`sql.lit`).
 */
function runPlacedNamed(placed: Placed<unknown>): void {
  const constant = placed.valueAt.indexOf(-1);
  if (constant !== -1) {
    throw new Error(
      `a named statement's parameter $${constant + 1} is a constant: write it into the text (sql.lit)`,
    );
  }
  runNamed(placed.compiled.sql);
}

/** Runs a placed query with `values` where its placeholders went. */
async function runPlaced<R>(
  db: Database,
  { compiled, valueAt }: Placed<R>,
  values: readonly unknown[],
): Promise<R[]> {
  const parameters = compiled.parameters.map((p, i) =>
    valueAt[i] === -1 ? p : values[valueAt[i]!],
  );
  return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
}

/**
 * A query whose shape never changes, built and compiled once per database handle and then run
 * with each call's own values, as a named statement on PostgreSQL (named-statements.ts). The
 * query builder's immutable steps and the compiler allocate afresh for every query they make
 * (the session's read, on every gated request, was about 40 kB of it); here `build` runs once
 * with `placeholders`, values found nowhere else in the query (unique strings, or objects
 * compared by identity), and each call puts its values where those went among the compiled
 * query's parameters.
 */
export function compiledOnce<V extends unknown[], R>(
  build: (db: Database, ...placeholders: V) => Compilable<R>,
  placeholders: V,
): (db: Database, ...values: V) => Promise<R[]> {
  const placedFor = new WeakMap<Database, Placed<R>>();
  return async (db, ...values) => {
    let placed = placedFor.get(db);
    if (!placed) {
      placed = place(build(db, ...placeholders).compile(), placeholders);
      runPlacedNamed(placed);
      placedFor.set(db, placed);
    }
    return runPlaced(db, placed, values);
  };
}

/**
 * A query some of whose values may be absent (filters a request may or may not ask), compiled
 * once per shape, as compiledOnce is once: the shape is which of `values` are given, and the
 * caller's own `variant` (an order, say) that changes the text but is no value. `build` compiles
 * the query for a new shape with a unique placeholder in place of each given value (undefined
 * where none is); each call puts its own values where those went among the compiled query's
 * parameters. A dozen filters make a few dozen shapes in use, each kept as long as the handle.
 * Unlike compiledOnce's, these are not named statements: the best plan of most hangs on the
 * values.
 */
export function compiledPerShape<R>(
  build: (db: Database, values: readonly unknown[], variant: number) => CompiledQuery<R>,
): (db: Database, values: readonly unknown[], variant: number) => Promise<R[]> {
  const shapesFor = new WeakMap<Database, Map<number, Placed<R>>>();
  return async (db, values, variant) => {
    let shape = variant;
    for (const value of values) shape = shape * 2 + (value === undefined ? 0 : 1);
    let shapes = shapesFor.get(db);
    if (!shapes) shapesFor.set(db, (shapes = new Map()));
    let placed = shapes.get(shape);
    if (!placed) {
      const placeholders = values.map((v) => (v === undefined ? undefined : {}));
      placed = place(build(db, placeholders, variant), placeholders);
      shapes.set(shape, placed);
    }
    return runPlaced(db, placed, values);
  };
}
