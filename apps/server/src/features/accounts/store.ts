import type { ActivityLevel } from '@jetsweat/contract';
import type { Queryable } from '../../platform/db.ts';

export interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  studio_id: number | null;
  account_type: 'general' | 'studio';
  access_type: 'gympass' | null;
  user_type: 'member' | 'internal';
  birthday: string | null;
  weight: number | null;
  gender: 'F' | 'M' | 'X' | null;
  activity_level: ActivityLevel | null;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  studioId: number | null;
  accountType: 'general' | 'studio';
  accessType: 'gympass' | null;
  partnerToken: string | null;
}

export async function insertUser(q: Queryable, u: NewUser): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, password_hash, studio_id, account_type, access_type, partner_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      u.email,
      u.firstName,
      u.lastName,
      u.passwordHash,
      u.studioId,
      u.accountType,
      u.accessType,
      u.partnerToken,
    ],
  );
  return rows[0]!.id;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await q.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  return rows[0];
}

export async function findUserById(q: Queryable, id: number): Promise<UserRow | undefined> {
  const rows = await q.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

/** Whether the person is JetSweat staff (an internal user). */
export async function isInternalUser(q: Queryable, userId: number): Promise<boolean> {
  const rows = await q.query<{ internal: boolean }>(
    "SELECT user_type = 'internal' AS internal FROM users WHERE id = $1",
    [userId],
  );
  return rows[0]?.internal === true;
}

export async function updateProfile(
  q: Queryable,
  id: number,
  changes: {
    first_name?: string;
    last_name?: string;
    birthday?: string | null;
    weight?: number | null;
    gender?: string | null;
    activity_level?: ActivityLevel | null;
  },
): Promise<void> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  // Column names come from the fixed list above, never from the request.
  const sets = entries.map(([col], i) => `${col} = $${i + 2}`).join(', ');
  await q.query(`UPDATE users SET ${sets} WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
}

export async function setPassword(q: Queryable, id: number, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}
