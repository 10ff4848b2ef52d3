import { billingTexts, type DayPassView } from '@jetsweat/contract';
import type { BillingDeps } from '../billing-deps.ts';
import { conflict } from '../../../platform/http/errors.ts';
import type { Intent } from '../../../platform/payments/gateway.ts';
import { recordPurchaseEvent } from '../../product-events/service.ts';
import { billingMail, recipientOf } from '../customers/billing-mail.ts';
import { ensureCustomer } from '../customers/ensure-customer.ts';
import {
  dayPassById,
  deletePendingPass,
  markPassPaid,
  setPassIntent,
  stalePendingPasses,
  type DayPassRow,
} from './day-pass-store.ts';
import { markPendingPaid, recordPendingPayment } from '../purchases/payments-store.ts';
import type { ClaimStore, PurchaseKind } from '../purchases/purchase-flow.ts';

export const dayPassView = (p: DayPassRow): DayPassView => ({
  id: p.id,
  passDate: p.pass_date,
  studioId: p.studio_id,
  packageId: p.package_id,
  amountCents: p.amount_cents,
  status: p.status,
});

/** A day pass's claim is the pending pass itself: one per person per day (a database constraint). */
export const dayPassClaims: ClaimStore<DayPassRow> = {
  intentOf: (pass) => pass.intent_id,
  finished: (pass) => pass.status === 'paid',
  recordIntent: (db, pass, intent, now) => setPassIntent(db, pass.id, intent.id, now),
  remove: (tx, pass) => deletePendingPass(tx, pass.id),
  stale: stalePendingPasses,
  async forEvent(db, intent) {
    const id = Number(intent.metadata.dayPass);
    if (!id || intent.object !== 'payment_intent') return null;
    return { claim: await dayPassById(db, id) };
  },
};

/**
 * What is a day pass's own in the purchase flow: its charge (idempotency key: the pass's id, so a
 * repeat never charges twice) and what paying it does (the pass, its ledger row, event and mail).
 */
export function dayPassPurchase(deps: BillingDeps): PurchaseKind<DayPassRow, DayPassView> {
  return {
    purpose: 'daypass',
    claims: dayPassClaims,
    ledgerOf: (pass) => ({ dayPassId: pass.id }),
    repeats: {
      sameSource: (pass, source) => source !== null && source === pass.start_source,
      taken: (pass) => billingTexts.dayPassTaken(pass.pass_date),
      refuseOtherOnceSettled: false,
      answerOf: dayPassView,
    },
    charge: (pass, source) => charge(deps, pass, source),
    finish: (pass, intent, last4) => markPaid(deps, pass, intent?.id ?? null, last4),
    refusalOf: (intent) => intent.lastError?.message ?? billingTexts.unableToCompletePayment,
    eventSettles: () => true,
    paidWith: (pass, intent) => pass?.intent_id === intent.id,
  };
}

/** The pass is paid: its ledger row and purchase event with it, then the mail, once. */
async function markPaid(
  deps: BillingDeps,
  pass: DayPassRow,
  intentId: string | null,
  last4: string | null,
): Promise<DayPassView> {
  const { db, clock } = deps;
  const now = clock.now();
  const paid = await db.transaction().execute(async (tx) => {
    const row = await markPassPaid(tx, pass.id, intentId, now);
    if (!row) return undefined;
    await markPendingPaid(tx, { dayPassId: pass.id }, intentId, now);
    const item = { packageId: pass.package_id };
    await recordPurchaseEvent(
      tx,
      { userId: pass.user_id, product: 'daypass', amountCents: pass.amount_cents, item },
      now,
    );
    return row;
  });
  if (!paid) {
    const fresh = await dayPassById(db, pass.id);
    if (!fresh) throw conflict(billingTexts.purchaseInProgress);
    return dayPassView(fresh);
  }
  await billingMail.dayPass(deps, await recipientOf(deps, pass.user_id, pass.studio_id), {
    day: pass.pass_date,
    chargedCents: pass.amount_cents,
    last4,
  });
  return dayPassView(paid);
}

/** The charge: the card saved on the customer, the ledger's pending row, then the payment. */
async function charge(deps: BillingDeps, pass: DayPassRow, source: string | null) {
  const { db, clock, payments } = deps;
  if (pass.amount_cents === 0) return { claim: pass, intent: null, last4: null };
  const key = `daypass:${pass.id}`;
  const customerId = await ensureCustomer(deps, pass.user_id);
  const saved = await payments.attachCard(customerId, source!, `${key}:attach`);
  await recordPendingPayment(db, {
    userId: pass.user_id,
    for: { dayPassId: pass.id },
    amountCents: pass.amount_cents,
    idempotencyKey: key,
    now: clock.now(),
  });
  const intent: Intent = await payments.createPaymentIntent(
    {
      amount: pass.amount_cents,
      customerId,
      paymentMethodId: saved.paymentMethodId,
      confirm: true,
      description: `Day Pass for ${pass.pass_date}`,
      metadata: { dayPass: String(pass.id), userId: String(pass.user_id), purpose: 'daypass' },
    },
    key,
  );
  return { claim: pass, intent, last4: saved.card.last4 };
}
