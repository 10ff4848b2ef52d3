import type { Database, Tables } from '../../platform/db/database.ts';
import { sql, type Expression, type Selectable, type Updateable } from 'kysely';
import { typedAtStart } from '../../platform/db/word-match.ts';

const userColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'password_hash',
  'studio_id',
  'account_type',
  'access_type',
  'user_type',
  'birthday',
  'weight',
  'gender',
  'activity_level',
  'max_heart_rate',
  'leaderboard_show',
  'email_confirmed_at',
  'live_reminder_minutes',
] as const;

export type UserRow = Pick<Selectable<Tables['users']>, (typeof userColumns)[number]>;

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  studioId: number | null;
  accountType: 'general' | 'studio';
  accessType: 'gympass' | null;
  partnerToken: string | null;
  birthday: string | null;
}

export async function insertUser(db: Database, u: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      password_hash: u.passwordHash,
      studio_id: u.studioId,
      account_type: u.accountType,
      access_type: u.accessType,
      partner_token: u.partnerToken,
      birthday: u.birthday,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Seeded accounts (the demo's), in one statement: their addresses count as confirmed, as nobody
 * signs up with them. Answers each one's id by address.
 */
export async function insertSeededUsers(
  db: Database,
  users: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    userType?: UserRow['user_type'];
  }[],
  now: Date,
): Promise<Pick<UserRow, 'id' | 'email'>[]> {
  if (users.length === 0) return [];
  return db
    .insertInto('users')
    .values(
      users.map((u) => ({
        email: u.email,
        first_name: u.firstName,
        last_name: u.lastName,
        password_hash: u.passwordHash,
        ...(u.userType ? { user_type: u.userType } : {}),
        // Seeded, not signed up: their (example) addresses count as confirmed.
        email_confirmed_at: now,
      })),
    )
    .returning(['id', 'email'])
    .execute();
}

/** The ids of the accounts with these addresses (as stored: the seed's lower-case ones). */
export async function findUserIdsByEmails(
  db: Database,
  emails: string[],
): Promise<Pick<UserRow, 'id' | 'email'>[]> {
  if (emails.length === 0) return [];
  return db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
}

/** People's names and addresses by id (the studio console's team list and audit log). */
export function findPeopleByIds(
  db: Database,
  ids: number[],
): Promise<Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where((eb) => eb('id', '=', eb.fn.any(eb.val(ids))))
    .execute();
}

/**
 * How the person `userId` shows on leaderboards (users.leaderboard_show; null: not at all), as a
 * subquery another feature's store puts in its own query, correlated by the id it hands in: a
 * board filters by it and ranks in one statement. A scalar subquery is not flattened into a join,
 * so each candidate is looked up by primary key rather than every person read (measured in
 * docs/decisions/0109-on-demand-board-from-minute-figures.md).
 */
export const leaderboardShowOf = (db: Database, userId: Expression<number>) =>
  db.selectFrom('users').select('leaderboard_show').where('users.id', '=', userId);

/**
 * Person `userId` when their first name, last name or whole name begins with `words` (case and
 * accents as typed), as a subquery another feature's store puts in its own query: the friends'
 * search by name keeps to the members who let themselves be found, and asks this of each.
 */
export const personNamedFrom = (db: Database, userId: Expression<number>, words: string) =>
  db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '=', userId)
    .where((eb) =>
      eb.or([
        typedAtStart(words, eb.ref('users.first_name')),
        typedAtStart(words, eb.ref('users.last_name')),
        typedAtStart(words, sql<string>`users.first_name || ' ' || users.last_name`),
      ]),
    );

/** The names of these people and how each shows on leaderboards (null: not at all). */
export function findBoardPeople(
  db: Database,
  ids: readonly number[],
): Promise<Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'leaderboard_show'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'leaderboard_show'])
    .where((eb) => eb('id', '=', eb.fn.any(eb.val([...ids]))))
    .execute();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .executeTakeFirst();
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

/**
 * What billing needs of an account: whom to bill and mail, which studio's brand to use, and when
 * the account was made (billing's contact port, handed to billing in services.ts).
 */
export function findBillingContact(
  db: Database,
  id: number,
): Promise<
  | Pick<
      Selectable<Tables['users']>,
      'email' | 'first_name' | 'last_name' | 'studio_id' | 'created_at'
    >
  | undefined
> {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'studio_id', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether the person is JetSweat staff (an internal user). */
export async function isInternalUser(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('user_type')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.user_type === 'internal';
}

export type ProfileChanges = Pick<
  Updateable<Tables['users']>,
  | 'first_name'
  | 'last_name'
  | 'birthday'
  | 'weight'
  | 'gender'
  | 'activity_level'
  | 'max_heart_rate'
  | 'leaderboard_show'
  | 'live_reminder_minutes'
>;

/** Saves the profile fields given; a field left undefined keeps its stored value. */
export async function updateProfile(db: Database, id: number, c: ProfileChanges): Promise<void> {
  const changes = {
    first_name: c.first_name,
    last_name: c.last_name,
    birthday: c.birthday,
    weight: c.weight,
    gender: c.gender,
    activity_level: c.activity_level,
    max_heart_rate: c.max_heart_rate,
    leaderboard_show: c.leaderboard_show,
    live_reminder_minutes: c.live_reminder_minutes,
  };
  if (Object.values(changes).every((v) => v === undefined)) return;
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function setPassword(db: Database, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** Marks the address confirmed, if it is still the account's address; answers whether it is. */
export async function markEmailConfirmed(
  db: Database,
  userId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  await db
    .updateTable('users')
    .set({ email_confirmed_at: now })
    .where('id', '=', userId)
    .where('email_confirmed_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .execute();
  const row = await db
    .selectFrom('users')
    .select('email_confirmed_at')
    .where('id', '=', userId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .executeTakeFirst();
  return row?.email_confirmed_at != null;
}

/** Whether `address` is an account's address that its owner has not confirmed yet. */
export async function isUnconfirmedAddress(db: Database, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(address)])))
    .where('email_confirmed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** How long before a booked live class each of these people wants its reminder (0: none). */
export async function liveReminderMinutesOf(
  db: Database,
  userIds: number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'live_reminder_minutes'])
    .where((eb) => eb('id', '=', eb.fn.any(eb.val(userIds))))
    .execute();
  return new Map(rows.map((r) => [r.id, r.live_reminder_minutes]));
}
