// A person's row for the store tests that read the database directly (imported by *.test.ts only).
import type { Db } from './plain-sql.ts';

let people = 0;

/** A new person, with no password to sign in with (a store test opens what it needs): their id. */
export async function newUserRow(db: Db, userType: 'member' | 'internal' = 'member') {
  people += 1;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, password_hash, user_type)
     VALUES ($1, 'Store', 'Reader', 'not-a-hash', $2) RETURNING id`,
    [`store-reader-${people}-${Date.now()}@test.example`, userType],
  );
  return row!.id;
}
