import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/**
 * The one way server code talks to PostgreSQL, whichever driver is behind it: Kysely typed by the
 * row types generated from the migrated schema (schema.ts). A transaction (`db.transaction()`)
 * is a `Database` too, so a store function takes either.
 */
export type Database = Kysely<DB>;

export type { DB as Tables } from './schema.ts';

/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

/** PostgreSQL's SQLSTATE for a foreign key that names no row. */
export const FOREIGN_KEY_VIOLATION = '23503';

export function isForeignKeyViolation(err: unknown): boolean {
  return (err as { code?: string })?.code === FOREIGN_KEY_VIOLATION;
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== UNIQUE_VIOLATION) return false;
  if (!constraint) return true;
  // PGlite reports the constraint only in the message.
  return e.constraint === constraint || (e.message ?? '').includes(constraint);
}
