import pg from 'pg';

/** The SQL texts sent to PostgreSQL as named statements, each with its name. */
const names = new Map<string, string>();

/**
 * Has every connection send `sqlText` as a named statement from now on, for compiledOnce's
 * queries (the session on every gated request, a timetable's marks, a page's cards): PostgreSQL
 * parses it once per connection and, after five runs, keeps a generic plan when that costs no
 * more than planning each time (so a named statement's constants are literals in its text:
 * compiled-once.ts). Planning the session's five-table join and the marks' union on
 * every request was about a third of a member's read (docs/benchmarks.md). Only for queries
 * whose best plan does not hang on their values: the library's filtered pages
 * (compiledPerShape) are left unnamed, as a generic plan made a filtered page seven times slower;
 * its unfiltered ones, an index walk whatever the values, are named
 * (library-unfiltered-store.ts).
 * Each named query lists its columns, so a migration that adds one (another instance's, in a
 * rolling deploy) does not change a prepared statement's result.
 */
export function runNamed(sqlText: string): void {
  if (!names.has(sqlText)) names.set(sqlText, `jetsweat_${names.size + 1}`);
}

/** The name `sqlText` runs under, if runNamed marked it. */
export const statementName = (sqlText: string): string | undefined => names.get(sqlText);

const plainQuery = pg.Client.prototype.query;

/**
 * pg's client, given to the pool as its `Client`, sending the texts runNamed marked as named
 * statements. Kysely asks in the (text, values) form; every other form passes through as it is.
 */
export class NamedStatementsClient extends pg.Client {}
NamedStatementsClient.prototype.query = function (
  this: pg.Client,
  text: unknown,
  values?: unknown,
  callback?: unknown,
) {
  const name = typeof text === 'string' ? names.get(text) : undefined;
  const query = plainQuery as (...args: unknown[]) => unknown;
  return name
    ? query.call(this, { name, text, values }, callback)
    : query.call(this, text, values, callback);
} as typeof plainQuery;
