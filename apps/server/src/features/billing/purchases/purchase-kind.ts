import type { RequiresAction } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { Intent } from '../../../platform/payments/gateway.ts';
import type { CouponQuote } from '../coupons/redeem-coupon.ts';
import type { PaymentsOf } from './payments-store.ts';

// The shapes the purchase flow (purchase-flow.ts) works on: what each kind of purchase supplies.

/** How a purchase ended for now: done, or waiting for the buyer's bank (authentication). */
export type PurchaseOutcome<Done> =
  { kind: 'done'; done: Done } | { kind: 'action'; action: RequiresAction };

/** What the flow reads of a claim: the row a purchase keeps while it is being paid. */
export interface ClaimRow {
  id: number;
  user_id: number;
  coupon_id: number | null;
  start_source: string | null;
  updated_at: Date;
}

/** Where one kind of purchase keeps its claims (a pending day pass, an incomplete subscription). */
export interface ClaimStore<C extends ClaimRow> {
  /** The payment (or setup) the claim waits for, if any. */
  intentOf(claim: C): string | null;
  /** Whether the purchase is over: paid, or started. */
  finished(claim: C): boolean;
  recordIntent(db: Database, claim: C, intent: Intent, now: Date): Promise<void>;
  /** Deletes the claim if it is still unfinished; false when it finished (or went) meanwhile. */
  remove(tx: Database, claim: C): Promise<boolean>;
  stale(db: Database, before: Date): Promise<C[]>;
  /** The claim a gateway event is about; null when the event is not this kind's. */
  forEvent(db: Database, intent: Intent): Promise<{ claim: C | undefined } | null>;
}

/** A charge run at the gateway: the intent to settle (none when nothing is to be charged). */
export interface Charged<C> {
  claim: C;
  intent: Intent | null;
  last4: string | null;
}

/** What differs between kinds of purchase; the flow below is the same for each. */
export interface PurchaseKind<C extends ClaimRow, Done> {
  purpose: 'subscription' | 'daypass';
  claims: ClaimStore<C>;
  ledgerOf(claim: C): PaymentsOf;
  /** Whether a request is a repeat of the purchase that made the claim. */
  sameSource(claim: C, source: string | null): boolean;
  /** The answer to another purchase meeting a finished one. */
  taken(claim: C): string;
  /** Whether another purchase that finds the first one's money arrived is refused (else answered). */
  refuseOtherOnceSettled: boolean;
  /** The answer to a repeat of a finished purchase. */
  answerOf(claim: C): Done;
  charge(claim: C, source: string | null): Promise<Charged<C>>;
  /** The money arrived (or nothing was owed): the purchase becomes what was bought, once. */
  finish(claim: C, intent: Intent | null, last4: string | null): Promise<Done>;
  /** What the buyer is told when the intent ended without the money. */
  refusalOf(intent: Intent): string;
  /** Whether a gateway event about this claim may settle it. */
  eventSettles(claim: C, intent: Intent): boolean;
  /** Whether the claim was paid with this intent (a succeeded intent that was not is refunded). */
  paidWith(claim: C | undefined, intent: Intent): boolean;
}

/** A new purchase as the flow needs it; what it checked beforehand is the kind's own business. */
export interface NewPurchase<C> {
  userId: number;
  source: string | null;
  promo: string | undefined;
  price: { amount: number; packageId: string };
  existing(): Promise<C | undefined>;
  /** The unique constraint that lets one claim in at a time. */
  oneAtATime: string;
  /** Checks made when no claim exists yet, before the promo code is priced (throw to refuse). */
  beforeNew?(): void;
  /** Whether this purchase needs a card (else a missing one is fine). */
  needsCard(quote: CouponQuote | null): boolean;
  insert(tx: Database, quote: CouponQuote | null): Promise<C>;
  couponReference(claim: C): string;
}
