import type { Database } from '../platform/db/database.ts';
import {
  demoAccounts,
  findUserIdsByEmails,
  hashPassword,
  insertSeededUsers,
} from '../features/accounts/service.ts';
import { insertDemoPackPurchase, insertDemoPacks } from '../features/billing/service.ts';
import { DEMO_ADMIN_STUDIOS } from './studio-admins.ts';

const DAY = 24 * 3600_000;

/** A demo member without a plan who books BK Pilates' classes with a class pack. */
export const demoPackHolder = {
  email: 'pat@jetsweat.example',
  firstName: 'Pat',
  lastName: 'Packer',
} as const;

/**
 * The demo studios with an admin (BK Pilates and Brooks Pilates) sell a 5- and a 10-class pack
 * and an intro offer (issue 54, items 1 and 6); Pat holds BK Pilates' 5-class pack, bought ten
 * days ago, to book its classes with, and its 10-class pack bought 40 days ago, 4 classes used
 * and the other 6 refunded ($84.00 of $140.00) five days ago, so the pack sales, the pack and
 * offer sales report and Pat's receipt show a refund. Added where missing on every start.
 */
export async function seedDemoClassPacks(
  tx: Database,
  studios: readonly { id: number; shortName: string }[],
  now: Date,
): Promise<void> {
  const sellers = studios.filter((s) =>
    (DEMO_ADMIN_STUDIOS as readonly string[]).includes(s.shortName),
  );
  const packsOf = new Map<number, Map<string, number>>();
  for (const studio of sellers) packsOf.set(studio.id, await insertDemoPacks(tx, studio.id, now));
  const bk = sellers.find((s) => s.shortName === 'bkpilates');
  const fiveClasses = bk && packsOf.get(bk.id)?.get('5 Class Pack');
  const tenClasses = bk && packsOf.get(bk.id)?.get('10 Class Pack');
  if (!bk || fiveClasses === undefined || tenClasses === undefined) return;
  let [pat] = await findUserIdsByEmails(tx, [demoPackHolder.email]);
  if (!pat) {
    const passwordHash = await hashPassword(demoAccounts[0].password);
    [pat] = await insertSeededUsers(tx, [{ ...demoPackHolder, passwordHash }], now);
  }
  await insertDemoPackPurchase(tx, {
    userId: pat!.id,
    studioId: bk.id,
    packId: fiveClasses,
    used: 0,
    paidAt: new Date(now.getTime() - 10 * DAY),
  });
  await insertDemoPackPurchase(tx, {
    userId: pat!.id,
    studioId: bk.id,
    packId: tenClasses,
    used: 4,
    paidAt: new Date(now.getTime() - 40 * DAY),
    refundedAt: new Date(now.getTime() - 5 * DAY),
  });
}
