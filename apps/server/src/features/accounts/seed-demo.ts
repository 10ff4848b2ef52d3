import type { Database } from '../../platform/db/database.ts';
import { hashPassword } from './passwords.ts';

/** Sign-in details printed in the README so a newcomer can look around at once. */
export const demoAccounts = [
  {
    email: 'member@jetsweat.example',
    password: 'letsworkout',
    firstName: 'Maya',
    lastName: 'Member',
    userType: 'member',
  },
  {
    email: 'staff@jetsweat.example',
    password: 'letsworkout',
    firstName: 'Sam',
    lastName: 'Staff',
    userType: 'internal',
  },
  {
    // A second member, booked into the same live classes: two people to chat in one room.
    email: 'friend@jetsweat.example',
    password: 'letsworkout',
    firstName: 'Felix',
    lastName: 'Friend',
    userType: 'member',
  },
] as const;

/** Adds the demo accounts a database lacks (a demo database made before one of them existed). */
export async function seedDemoAccounts(db: Database): Promise<void> {
  const had = new Set(
    (
      await db
        .selectFrom('users')
        .select('email')
        .where(
          'email',
          'in',
          demoAccounts.map((a) => a.email),
        )
        .execute()
    ).map((r) => r.email),
  );
  for (const a of demoAccounts) {
    if (had.has(a.email)) continue;
    await db
      .insertInto('users')
      .values({
        email: a.email,
        first_name: a.firstName,
        last_name: a.lastName,
        password_hash: await hashPassword(a.password),
        user_type: a.userType,
        // Seeded, not signed up: their (example) addresses count as confirmed.
        email_confirmed_at: new Date(),
      })
      .execute();
  }
}
