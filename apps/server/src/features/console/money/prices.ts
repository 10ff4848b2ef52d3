import type { StudioPrice } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { studioPrices } from '../../billing/service.ts';
import { insertAuditEntry } from '../audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';

const runners = ['staff', 'admin'] as const;

/** The studio's packages on sale (plans, day pass, single class), in a stable order. */
export async function readPrices(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<{ prices: StudioPrice[] }> {
  await requireStudioRole(db, caller, studioId, runners);
  return { prices: await studioPrices.list(db, studioId) };
}

/**
 * A new price for one of the studio's packages, for purchases from now on (billing's rules,
 * billing/packages/save-package-price.ts), and its audit entry in the same transaction when it
 * changed.
 */
export async function savePrice(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  caller: ConsoleCaller,
  studioId: number,
  packageId: string,
  priceCents: number,
): Promise<StudioPrice> {
  await requireStudioRole(db, caller, studioId, runners);
  return db.transaction().execute(async (tx) => {
    const { price, previousCents } = await studioPrices.save(tx, studioId, packageId, priceCents);
    if (previousCents === priceCents) return price;
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'package.price',
        entity: 'package',
        entityId: packageId,
        before: { priceCents: previousCents },
        after: { priceCents },
      },
      clock.now(),
    );
    return price;
  });
}
