import type { Database } from '../../platform/db/database.ts';
import { hashPassword } from './passwords.ts';
import { findUserIdsByEmails, insertSeededUsers } from './store.ts';

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
      await findUserIdsByEmails(
        db,
        demoAccounts.map((a) => a.email),
      )
    ).map((r) => r.email),
  );
  const missing = demoAccounts.filter((a) => !had.has(a.email));
  await insertSeededUsers(
    db,
    await Promise.all(
      missing.map(async (a) => ({
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        passwordHash: await hashPassword(a.password),
        userType: a.userType,
      })),
    ),
    new Date(),
  );
}
