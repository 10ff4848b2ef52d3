import type { Database } from '../platform/db/database.ts';
import {
  findUserIdsByEmails,
  insertSeededUsers,
  hashPassword,
} from '../features/accounts/service.ts';
import { addStudioAdmin } from '../features/console/service.ts';
import { DEMO_INSTRUCTOR_PASSWORD } from './instructors.ts';

/** The demo studios that have an admin account: admin.{shortName}@jetsweat.example (README). */
export const DEMO_ADMIN_STUDIOS = ['bkpilates', 'brookspilates'] as const;

export const demoAdminEmail = (shortName: string) => `admin.${shortName}@jetsweat.example`;

/**
 * A studio admin account for two demo studios (issue 25), so the studio console can be tried
 * after `npm start`: seeded rather than signed up (its address counts as confirmed), with the
 * demo password, and made its studio's admin. Added where missing, on every start.
 */
export async function seedDemoStudioAdmins(
  tx: Database,
  studios: readonly { id: number; shortName: string; name: string }[],
  now: Date,
): Promise<void> {
  const chosen = studios.filter((s) =>
    (DEMO_ADMIN_STUDIOS as readonly string[]).includes(s.shortName),
  );
  const emailOf = new Map(chosen.map((s) => [demoAdminEmail(s.shortName), s]));
  const found = await findUserIdsByEmails(tx, [...emailOf.keys()]);
  const had = new Set(found.map((u) => u.email));
  const missing = chosen.filter((s) => !had.has(demoAdminEmail(s.shortName)));
  const passwordHash = missing.length ? await hashPassword(DEMO_INSTRUCTOR_PASSWORD) : '';
  const made = await insertSeededUsers(
    tx,
    missing.map((s) => ({
      email: demoAdminEmail(s.shortName),
      firstName: 'Alex',
      lastName: 'Admin',
      passwordHash,
    })),
    now,
  );
  for (const u of [...found, ...made])
    await addStudioAdmin(tx, emailOf.get(u.email)!.id, u.id, now);
}
