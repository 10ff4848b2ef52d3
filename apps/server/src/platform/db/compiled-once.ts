import type { CompiledQuery, Compilable } from 'kysely';
import type { Database } from './database.ts';

/**
 * A query whose shape never changes, built and compiled once per database handle and then run
 * with each call's own values. The query builder's immutable steps and the compiler allocate
 * afresh for every query they make (the session's read, on every gated request, was about 40 kB
 * of it); here `build` runs once with `placeholders`, values found nowhere else in the query
 * (unique strings, or objects compared by identity), and each call puts its values where those
 * went among the compiled query's parameters.
 */
export function compiledOnce<V extends unknown[], R>(
  build: (db: Database, ...placeholders: V) => Compilable<R>,
  placeholders: V,
): (db: Database, ...values: V) => Promise<R[]> {
  const compiledFor = new WeakMap<Database, CompiledQuery<R>>();
  return async (db, ...values) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db, ...placeholders).compile();
      const missing = placeholders.filter((p) => !compiled!.parameters.includes(p));
      if (missing.length > 0) throw new Error('compiledOnce: a placeholder is not a parameter');
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((p) => {
      const i = placeholders.indexOf(p as object);
      return i === -1 ? p : values[i];
    });
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}

/**
 * A query some of whose values may be absent (filters a request may or may not ask), compiled
 * once per shape, as compiledOnce is once: the shape is which of `values` are given, and the
 * caller's own `variant` (an order, say) that changes the text but is no value. `build` compiles
 * the query for a new shape with a unique placeholder in place of each given value (undefined
 * where none is); each call puts its own values where those went among the compiled query's
 * parameters. A dozen filters make a few dozen shapes in use, each kept as long as the handle.
 */
export function compiledPerShape<R>(
  build: (db: Database, values: readonly unknown[], variant: number) => CompiledQuery<R>,
): (db: Database, values: readonly unknown[], variant: number) => Promise<R[]> {
  /** A shape's query, and for each of its parameters the index of its value (-1: a constant). */
  type Shaped = { compiled: CompiledQuery<R>; valueAt: number[] };
  const shapesFor = new WeakMap<Database, Map<number, Shaped>>();
  return async (db, values, variant) => {
    let shape = variant;
    for (const value of values) shape = shape * 2 + (value === undefined ? 0 : 1);
    let shapes = shapesFor.get(db);
    if (!shapes) shapesFor.set(db, (shapes = new Map()));
    let shaped = shapes.get(shape);
    if (!shaped) {
      const placeholders = values.map((v) => (v === undefined ? undefined : {}));
      const compiled = build(db, placeholders, variant);
      const valueAt = compiled.parameters.map((p) =>
        p === undefined ? -1 : placeholders.indexOf(p as object),
      );
      const used = placeholders.filter((p) => p !== undefined && compiled.parameters.includes(p));
      if (used.length !== values.filter((v) => v !== undefined).length)
        throw new Error('compiledPerShape: a given value is not a parameter');
      shapes.set(shape, (shaped = { compiled, valueAt }));
    }
    const { compiled, valueAt } = shaped;
    const parameters = compiled.parameters.map((p, i) =>
      valueAt[i] === -1 ? p : values[valueAt[i]!],
    );
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
