import { billingTexts, easternDay, packTexts, type MemberPack } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/errors.ts';
import type { Intent } from '../../../platform/payments/gateway.ts';
import { recordPurchaseEvent } from '../../product-events/service.ts';
import { studioRecords } from '../../studios/service.ts';
import type { BillingDeps } from '../billing-deps.ts';
import { billingMail, recipientOf } from '../customers/billing-mail.ts';
import { ensureCustomer } from '../customers/ensure-customer.ts';
import type { ClaimStore, PurchaseKind } from '../purchases/purchase-flow.ts';
import { findPack } from './class-pack-store.ts';
import {
  deletePendingPack,
  markPackPaid,
  packPurchaseById,
  setPackIntent,
  stalePendingPacks,
  type PackPurchaseRow,
} from './pack-purchase-store.ts';

/** A member's pack as its answers show it, with its pack's and studio's names. */
export async function memberPackView(db: Database, row: PackPurchaseRow): Promise<MemberPack> {
  const [pack, studio] = await Promise.all([
    findPack(db, row.pack_id),
    studioRecords.byId(db, row.studio_id),
  ]);
  return memberPackOf(row, pack?.name ?? '', studio?.name ?? '');
}

export const memberPackOf = (row: PackPurchaseRow, name: string, studioName: string) => ({
  id: row.id,
  packId: row.pack_id,
  studioId: row.studio_id,
  studioName,
  name,
  intro: row.intro,
  status: row.status,
  creditsTotal: row.credits_total,
  creditsLeft: row.credits_left,
  amountCents: row.amount_cents,
  paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
});

/** A pack's claim is the pending purchase itself: one per press of Buy (a database constraint). */
export const packClaims: ClaimStore<PackPurchaseRow> = {
  intentOf: (p) => p.intent_id,
  finished: (p) => p.status !== 'pending',
  recordIntent: (db, p, intent, now) => setPackIntent(db, p.id, intent.id, now),
  remove: (tx, p) => deletePendingPack(tx, p.id),
  stale: stalePendingPacks,
  async forEvent(db, intent) {
    const id = Number(intent.metadata.packPurchase);
    if (!id || intent.object !== 'payment_intent') return null;
    return { claim: await packPurchaseById(db, id) };
  },
};

/**
 * What is a pack purchase's own in the purchase flow: its charge (idempotency key: the purchase's
 * id, so a repeat never charges twice) and what paying it does (its credits, event and mail). Its
 * rows are its own ledger (amount, intent), as a live class's seat is; the flow answers the row,
 * which buy-pack.ts shows with its names.
 */
export function packPurchaseKind(
  deps: BillingDeps,
): PurchaseKind<PackPurchaseRow, PackPurchaseRow> {
  return {
    purpose: 'pack',
    claims: packClaims,
    ledgerOf: () => null,
    repeats: {
      sameSource: () => true,
      taken: () => billingTexts.purchaseInProgress,
      refuseOtherOnceSettled: false,
      answerOf: (p) => p,
    },
    charge: (p, source) => charge(deps, p, source),
    finish: (p, intent, last4) => markPaid(deps, p, intent?.id ?? null, last4),
    refusalOf: (intent) => intent.lastError?.message ?? billingTexts.unableToCompletePayment,
    eventSettles: () => true,
    paidWith: (p, intent) => p?.intent_id === intent.id,
  };
}

/** The purchase is paid: its credits start, with its purchase event, then the mail, once. */
async function markPaid(
  deps: BillingDeps,
  p: PackPurchaseRow,
  intentId: string | null,
  last4: string | null,
): Promise<PackPurchaseRow> {
  const { db, clock } = deps;
  const now = clock.now();
  const paid = await db.transaction().execute(async (tx) => {
    const row = await markPackPaid(tx, p.id, intentId, now);
    if (!row) return undefined;
    const item = { packId: p.pack_id, studioId: p.studio_id };
    await recordPurchaseEvent(
      tx,
      { userId: p.user_id, product: 'pack', amountCents: p.amount_cents, item },
      now,
    );
    return row;
  });
  if (!paid) {
    const fresh = await packPurchaseById(db, p.id);
    if (!fresh) throw conflict(billingTexts.purchaseInProgress);
    return fresh;
  }
  const view = await memberPackView(db, paid);
  await billingMail.pack(deps, await recipientOf(deps, p.user_id, p.studio_id), {
    name: view.name,
    credits: paid.credits_total,
    expiresOn: easternDay(new Date(view.expiresAt!)),
    chargedCents: paid.amount_cents,
    last4,
  });
  return paid;
}

/** The charge: the card saved on the customer, then the payment (none for a free pack). */
async function charge(deps: BillingDeps, p: PackPurchaseRow, source: string | null) {
  const { payments } = deps;
  if (p.amount_cents === 0) return { claim: p, intent: null, last4: null };
  const key = `pack:${p.id}`;
  const customerId = await ensureCustomer(deps, p.user_id);
  const saved = await payments.attachCard(customerId, source!, `${key}:attach`);
  const intent: Intent = await payments.createPaymentIntent(
    {
      amount: p.amount_cents,
      customerId,
      paymentMethodId: saved.paymentMethodId,
      confirm: true,
      description: packTexts.title,
      metadata: { packPurchase: String(p.id), userId: String(p.user_id), purpose: 'pack' },
    },
    key,
  );
  return { claim: p, intent, last4: saved.card.last4 };
}
