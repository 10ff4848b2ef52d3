import {
  packTexts,
  type MemberPack,
  type MemberPacks,
  type PackPurchaseBody,
  type StudioPacks,
} from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../platform/db/database.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { mappedGatewayErrors } from '../../../platform/payments/gateway-errors.ts';
import { studioBrandsByIds } from '../../studios/service.ts';
import type { BillingDeps } from '../billing-deps.ts';
import {
  createPurchaseFlow,
  type NewPurchase,
  type PurchaseOutcome,
} from '../purchases/purchase-flow.ts';
import { findPack, studioPacks, type ClassPackRow } from './class-pack-store.ts';
import { memberPackOf, memberPackView, packPurchaseKind } from './pack-purchase-kind.ts';
import { packView } from './pack-view.ts';
import {
  hasPackAt,
  insertPendingPack,
  memberPackRows,
  packPurchaseByKey,
  type PackPurchaseRow,
} from './pack-purchase-store.ts';

/** Whether the person booked a class of the studio: the schedule answers (services.ts hands it in). */
export type BookedAtStudio = (db: Database, userId: number, studioId: number) => Promise<boolean>;

/** A new customer of the studio: nothing bought or booked there yet, and no intro offer taken. */
async function isNewCustomer(
  db: Database,
  bookedAtStudio: BookedAtStudio,
  userId: number,
  studioId: number,
): Promise<boolean> {
  const [intro, bought, booked] = await Promise.all([
    hasPackAt(db, userId, studioId, true),
    hasPackAt(db, userId, studioId, false),
    bookedAtStudio(db, userId, studioId),
  ]);
  return !intro && !bought && !booked;
}

/** A new pack purchase for the flow: the claim is a pending purchase under the press's key. */
function newPackPurchase(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  p: { userId: number; pack: ClassPackRow; key: string; source: string | null },
): NewPurchase<PackPurchaseRow> {
  const { userId, pack, key, source } = p;
  return {
    userId,
    source,
    promo: undefined,
    price: { amount: pack.price_cents, packageId: `pack:${pack.id}` },
    existing: () => packPurchaseByKey(deps.db, userId, key),
    oneAtATime: 'pack_purchases_one_key',
    needsCard: () => pack.price_cents > 0,
    insert: (tx) =>
      insertPendingPack(tx, {
        userId,
        studioId: pack.studio_id,
        packId: pack.id,
        key,
        intro: pack.intro,
        credits: pack.credits,
        priceCents: pack.price_cents,
        validDays: pack.valid_days,
        source,
        now: deps.clock.now(),
      }),
    couponReference: (claim) => `pack:${claim.id}`,
  };
}

/** The member's paid packs, newest first, with their packs' and studios' names. */
async function memberPacksOf(db: Database, userId: number): Promise<MemberPacks> {
  const rows = await memberPackRows(db, userId);
  const packIds = [...new Set(rows.map((r) => r.pack_id))];
  const studioIds = [...new Set(rows.map((r) => r.studio_id))];
  const [packs, studios] = await Promise.all([
    Promise.all(packIds.map((id) => findPack(db, id))),
    studioBrandsByIds(db, studioIds),
  ]);
  const names = new Map(packs.flatMap((p) => (p ? [[p.id, p.name] as const] : [])));
  const studioNames = new Map(studios.map((s) => [s.id, s.name]));
  return {
    packs: rows.map((r) =>
      memberPackOf(r, names.get(r.pack_id) ?? '', studioNames.get(r.studio_id) ?? ''),
    ),
  };
}

/**
 * Class packs and intro offers (issue 54, item 1), bought through the purchase flow with the card
 * saved for the buyer: one purchase per press of Buy (its key), never charged twice; an intro
 * offer only for a new customer of the studio (no pack bought there, no class booked there), once.
 */
export function createPacks(deps: BillingDeps, bookedAtStudio: BookedAtStudio) {
  const { db } = deps;
  const flow = createPurchaseFlow(deps, packPurchaseKind(deps));

  const introOpen = (userId: number, studioId: number) =>
    isNewCustomer(db, bookedAtStudio, userId, studioId);

  async function buy(
    userId: number,
    body: PackPurchaseBody,
  ): Promise<PurchaseOutcome<PackPurchaseRow>> {
    const pack = await findPack(db, body.packId);
    if (!pack) throw notFound(packTexts.packNotFound);
    const key = body.purchaseKey;
    const source = body.paymentMethodId ?? body.token ?? null;
    const existing = await packPurchaseByKey(db, userId, key);
    // A repeat of a press already paid: the same pack, answered again.
    if (existing?.status === 'paid' || existing?.status === 'refunded')
      return { kind: 'done', done: existing };
    if (!existing && !pack.on_sale) throw notFound(packTexts.packNotFound);
    if (!existing && pack.intro && !(await introOpen(userId, pack.studio_id)))
      throw conflict(packTexts.introTaken);
    return flow.purchase(newPackPurchase(deps, { userId, pack, key, source }));
  }

  return {
    /** POST /api/user/pack/purchase. */
    async purchase(userId: number, body: PackPurchaseBody): Promise<PurchaseOutcome<MemberPack>> {
      try {
        const outcome = await mappedGatewayErrors(() => buy(userId, body));
        return outcome.kind === 'done'
          ? { kind: 'done', done: await memberPackView(db, outcome.done) }
          : outcome;
      } catch (err) {
        // Two intro offers bought at once with different presses: the second is refused.
        if (isUniqueViolation(err, 'pack_purchases_intro_once'))
          throw conflict(packTexts.introTaken);
        throw err;
      }
    },

    settleFromEvent: flow.settleFromEvent,
    reapStale: flow.reapStale,

    /** GET /api/studios/{studioId}/packs: what the studio sells, and whether its intro is open. */
    async studioPacks(studioId: number, userId: number | null): Promise<StudioPacks> {
      const packs = (await studioPacks(db, studioId, true)).map(packView);
      return { packs, introOpen: userId === null ? null : await introOpen(userId, studioId) };
    },

    /** GET /api/user/packs: the member's paid packs, newest first. */
    memberPacks: (userId: number) => memberPacksOf(db, userId),
  };
}
export type Packs = ReturnType<typeof createPacks>;
