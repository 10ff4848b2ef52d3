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
      const i = placeholders.indexOf(p);
      return i === -1 ? p : values[i];
    });
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
