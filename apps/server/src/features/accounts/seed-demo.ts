import type { Queryable } from '../../platform/db.ts';
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

export async function seedDemoAccounts(tx: Queryable): Promise<void> {
  for (const a of demoAccounts) {
    await tx.query(
      `INSERT INTO users (email, first_name, last_name, password_hash, user_type) VALUES ($1, $2, $3, $4, $5)`,
      [a.email, a.firstName, a.lastName, await hashPassword(a.password), a.userType],
    );
  }
}
