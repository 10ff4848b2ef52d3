import { consoleTexts, moneyTexts, type StudioPrice } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { forbidden, notFound } from '../../../platform/errors.ts';
import { insertAuditEntry } from '../audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';

const runners = ['staff', 'admin'] as const;

const priceView = (p: { id: string; kind: string; title: string; price_cents: number }) => ({
  packageId: p.id,
  kind: p.kind,
  title: p.title,
  priceCents: p.price_cents,
  currency: 'usd' as const,
});

/** The studio's packages on sale (plans, day pass, single class), in a stable order. */
export async function readPrices(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<{ prices: StudioPrice[] }> {
  await requireStudioRole(db, caller, studioId, runners);
  const rows = await db
    .selectFrom('packages')
    .select(['id', 'kind', 'title', 'price_cents'])
    .where('studio_id', '=', studioId)
    .where('active', '=', true)
    .orderBy('kind')
    .execute();
  return { prices: rows.map(priceView) };
}

/**
 * A new price for one of the studio's packages, for purchases from now on. Subscriptions keep the
 * price they were bought at (subscriptions.price_cents, which renewals charge), and the gateway is
 * asked for an amount on each charge, not a stored price, so nothing at Stripe changes (decisions,
 * "The console's money"). Products showing the package's price follow it.
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
    const before = await tx
      .selectFrom('packages')
      .select(['id', 'studio_id', 'kind', 'title', 'price_cents', 'active'])
      .where('id', '=', packageId)
      .forUpdate()
      .executeTakeFirst();
    if (!before || !before.active) throw notFound(moneyTexts.packageNotFound);
    if (before.studio_id !== studioId) throw forbidden(consoleTexts.notThisStudio);
    if (before.price_cents === priceCents) return priceView(before);
    await tx
      .updateTable('packages')
      .set({ price_cents: priceCents })
      .where('id', '=', packageId)
      .execute();
    await tx
      .updateTable('products')
      .set({ price_cents: priceCents })
      .where('package_id', '=', packageId)
      .execute();
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'package.price',
        entity: 'package',
        entityId: packageId,
        before: { priceCents: before.price_cents },
        after: { priceCents },
      },
      clock.now(),
    );
    return priceView({ ...before, price_cents: priceCents });
  });
}
