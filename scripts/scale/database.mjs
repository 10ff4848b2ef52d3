/** A PostgreSQL database of the scale scripts' own, created fresh for each run and dropped after. */
import pg from 'pg';

/** The URL of database `name` on the server `serverUrl` names. */
export function databaseUrlOf(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: databaseUrlOf(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const quoted = (name) => `"${name.replace(/"/g, '""')}"`;

/** Drops `name` if a run before left it, and creates it empty. */
export async function createFreshDatabase(serverUrl, name) {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
  await onServer(serverUrl, `CREATE DATABASE ${quoted(name)}`);
  return databaseUrlOf(serverUrl, name);
}

export async function dropDatabase(serverUrl, name) {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
}

/** Runs one query on `databaseUrl` and answers its rows. */
export async function query(databaseUrl, sql, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Adds a class on the main site with `capacity` seats two days from now, at a demo studio, and
 * answers its id: the class whose last seat the smoke suite and the fault script fight over.
 */
export async function insertClass(databaseUrl, { capacity, title = 'Last seat standing' }) {
  const [row] = await query(
    databaseUrl,
    `INSERT INTO live_classes (studio_id, title, description, instructor, scheduled_at,
       minutes_duration, price_cents, is_on_jetsweat, capacity)
     SELECT studio_id, $1, 'A class for the scale test', 'Test Instructor',
       now() + interval '2 days', 45, 1500, true, $2
     FROM live_classes WHERE is_on_jetsweat ORDER BY id LIMIT 1
     RETURNING id`,
    [title, capacity],
  );
  if (!row) throw new Error('no demo class to take a studio from: was the demo data loaded?');
  return row.id;
}
