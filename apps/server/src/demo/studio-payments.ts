import type { Database } from '../platform/db/database.ts';
import {
  findUserIdsByEmails,
  insertSeededUsers,
  hashPassword,
} from '../features/accounts/service.ts';
import { seedDemoStudioSales } from '../features/billing/service.ts';
import { DEMO_INSTRUCTOR_PASSWORD } from './instructors.ts';
import { DEMO_ADMIN_STUDIOS } from './studio-admins.ts';

/** The demo customers of a studio with an admin: three members who bought its plan or pass. */
const customerEmail = (shortName: string, n: number) =>
  `customer${n}.${shortName}@jetsweat.example`;

/**
 * Some months of payments for the two demo studios with an admin (issue 25, point 5), so the
 * console's revenue view has something to show: three customer accounts each, one who paid the
 * studio's monthly plan for five months and then cancelled, two who bought its day pass now and
 * then. Written where purchases write them (subscriptions, day_passes, payments) and dated back
 * from `now`; added once, when the studio's first customer account is missing.
 */
export async function seedDemoStudioPayments(
  tx: Database,
  studios: readonly { id: number; shortName: string }[],
  now: Date,
): Promise<void> {
  const chosen = studios.filter((s) =>
    (DEMO_ADMIN_STUDIOS as readonly string[]).includes(s.shortName),
  );
  for (const studio of chosen) {
    const emails = [1, 2, 3].map((n) => customerEmail(studio.shortName, n));
    if ((await findUserIdsByEmails(tx, emails)).length > 0) continue;
    const passwordHash = await hashPassword(DEMO_INSTRUCTOR_PASSWORD);
    const users = await insertSeededUsers(
      tx,
      emails.map((email, i) => ({
        email,
        firstName: 'Casey',
        lastName: `Customer ${i + 1}`,
        passwordHash,
      })),
      now,
    );
    await seedDemoStudioSales(tx, studio.id, users, now);
  }
}
