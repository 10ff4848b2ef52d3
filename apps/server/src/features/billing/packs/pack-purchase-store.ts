import { sql, type InferResult, type Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';
import { NONE } from '../../../platform/db/state-machine.ts';
import { packPurchase } from './pack-machine.ts';

const { claim, pay, discard } = packPurchase.moves;

const purchaseColumns = [
  'id',
  'user_id',
  'studio_id',
  'pack_id',
  'purchase_key',
  'status',
  'intro',
  'credits_total',
  'credits_left',
  'price_cents',
  'amount_cents',
  'coupon_id',
  'start_source',
  'intent_id',
  'refund_id',
  'refund_cents',
  'credits_voided',
  'valid_days',
  'paid_at',
  'expires_at',
  'updated_at',
] as const;
export type PackPurchaseRow = Pick<
  Selectable<Tables['pack_purchases']>,
  (typeof purchaseColumns)[number]
>;

const purchases = (db: Database) => db.selectFrom('pack_purchases').select(purchaseColumns);

export function packPurchaseById(db: Database, id: number): Promise<PackPurchaseRow | undefined> {
  return purchases(db).where('id', '=', id).executeTakeFirst();
}

/** The purchase one press of Buy made (pack_purchases_one_key). */
export function packPurchaseByKey(
  db: Database,
  userId: number,
  key: string,
): Promise<PackPurchaseRow | undefined> {
  return purchases(db)
    .where('user_id', '=', userId)
    .where('purchase_key', '=', key)
    .executeTakeFirst();
}

/** The member's packs, paid or refunded, newest first. */
export function memberPackRows(db: Database, userId: number): Promise<PackPurchaseRow[]> {
  return purchases(db)
    .where('user_id', '=', userId)
    .where('status', '<>', 'pending')
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Whether the member has bought (or is buying) a pack of the studio: intro offers or any. */
export async function hasPackAt(
  db: Database,
  userId: number,
  studioId: number,
  introOnly: boolean,
): Promise<boolean> {
  let q = db
    .selectFrom('pack_purchases')
    .select('id')
    .where('user_id', '=', userId)
    .where('studio_id', '=', studioId);
  q = introOnly ? q.where('intro', '=', true) : q.where('status', '<>', 'pending');
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/** Purchases left unfinished since before `before`. */
export function stalePendingPacks(db: Database, before: Date): Promise<PackPurchaseRow[]> {
  return purchases(db).where('status', '=', 'pending').where('updated_at', '<', before).execute();
}

/** Claims the purchase: pack_purchases_one_key lets one press in, pack_purchases_intro_once one intro. */
export function insertPendingPack(
  tx: Database,
  p: {
    userId: number;
    studioId: number;
    packId: number;
    key: string;
    intro: boolean;
    credits: number;
    priceCents: number;
    validDays: number;
    source: string | null;
    now: Date;
  },
): Promise<PackPurchaseRow> {
  return tx
    .insertInto('pack_purchases')
    .values({
      user_id: p.userId,
      studio_id: p.studioId,
      pack_id: p.packId,
      purchase_key: p.key,
      status: claim.check(NONE).to,
      intro: p.intro,
      credits_total: p.credits,
      credits_left: p.credits,
      price_cents: p.priceCents,
      amount_cents: p.priceCents,
      valid_days: p.validDays,
      start_source: p.source,
      created_at: p.now,
      updated_at: p.now,
    })
    .returning(purchaseColumns)
    .executeTakeFirstOrThrow();
}

/** Remembers the payment a pending purchase waits for. */
export async function setPackIntent(
  db: Database,
  id: number,
  intentId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('pack_purchases')
    .set({ intent_id: intentId, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Marks a pending purchase paid, its credits valid from now; undefined when it was not pending. */
export function markPackPaid(
  db: Database,
  id: number,
  intentId: string | null,
  now: Date,
): Promise<PackPurchaseRow | undefined> {
  return db
    .updateTable('pack_purchases')
    .set((eb) => ({
      status: pay.to,
      intent_id: eb.fn.coalesce(eb.val(intentId), 'intent_id'),
      paid_at: now,
      expires_at: sql<Date>`${now}::timestamptz + valid_days * interval '1 day'`,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', 'in', pay.fromStored)
    .returning(purchaseColumns)
    .executeTakeFirst();
}

/** Drops a purchase that was never paid; false when it had been paid (or dropped) meanwhile. */
export async function deletePendingPack(db: Database, id: number): Promise<boolean> {
  const gone = await db
    .deleteFrom('pack_purchases')
    .where('id', '=', id)
    .where('status', 'in', discard.fromStored)
    .returning('id')
    .executeTakeFirst();
  return gone !== undefined;
}

/** A pack paid by card, as its receipt shows it: the payment's reference, pack and studio. */
const packPayments = (db: Database, userId: number) =>
  db
    .selectFrom('pack_purchases as pp')
    .innerJoin('class_packs as cp', 'cp.id', 'pp.pack_id')
    .select([
      'pp.intent_id',
      'pp.studio_id',
      'cp.name',
      'pp.amount_cents',
      'pp.paid_at',
      'pp.status',
      'pp.refund_cents',
    ])
    .where('pp.user_id', '=', userId)
    .where('pp.status', '<>', 'pending')
    .where('pp.amount_cents', '>', 0)
    .where('pp.intent_id', 'is not', null);
export type PackPaymentRow = InferResult<ReturnType<typeof packPayments>>[number];

/** The member's packs paid by card, the `limit` latest first. */
export function packPaymentsOf(db: Database, userId: number, limit: number) {
  return packPayments(db, userId).orderBy('pp.paid_at', 'desc').limit(limit).execute();
}

/** One of the member's pack payments, by its payment reference. */
export function packPaymentByIntent(db: Database, userId: number, intentId: string) {
  return packPayments(db, userId).where('pp.intent_id', '=', intentId).executeTakeFirst();
}
