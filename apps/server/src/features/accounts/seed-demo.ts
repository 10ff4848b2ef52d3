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
] as const;

export async function seedDemoAccounts(db: Database): Promise<void> {
  for (const a of demoAccounts) {
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
