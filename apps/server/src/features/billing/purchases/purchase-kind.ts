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
  /** The coupon redeemed with the claim (released if it is discarded). */
  coupon_id: number | null;
  /** When the claim was last asked for (a claim touched just now is still being paid). */
  updated_at: Date;
}

/**
 * Where one kind of purchase keeps its claims (a pending day pass, an incomplete subscription, a
 * seat held while paying). Its answers give the claim's state (claim-states.ts): settled when
 * finished, charging while it waits for an intent, else claimed.
 */
export interface ClaimStore<C extends ClaimRow> {
  /** The payment (or setup) the claim waits for, if any. */
  intentOf(claim: C): string | null;
  /** Whether the purchase is over: paid, started, or booked. */
  finished(claim: C): boolean;
  recordIntent(db: Database, claim: C, intent: Intent, now: Date): Promise<void>;
  /** Deletes the claim if it is still unfinished; false when it finished (or went) meanwhile. */
  remove(tx: Database, claim: C): Promise<boolean>;
  /** Claims left unfinished since `before`; none for a claim that ends by itself (a seat hold). */
  stale?(db: Database, before: Date): Promise<C[]>;
  /** The claim a gateway event is about; null when the event is not this kind's. */
  forEvent(db: Database, intent: Intent): Promise<{ claim: C | undefined } | null>;
}

/** A charge run at the gateway: the intent to settle (none when nothing is to be charged). */
export interface Charged<C> {
  claim: C;
  intent: Intent | null;
  last4: string | null;
}

/**
 * How a kind charged with a card on file (flow.purchase) answers a purchase that meets a claim
 * already there: a repeat of it, or another purchase.
 */
export interface Repeats<C, Done> {
  /** Whether a request is a repeat of the purchase that made the claim. */
  sameSource(claim: C, source: string | null): boolean;
  /** The answer to another purchase meeting a finished one. */
  taken(claim: C): string;
  /** Whether another purchase that finds the first one's money arrived is refused (else answered). */
  refuseOtherOnceSettled: boolean;
  /** The answer to a repeat of a finished purchase. */
  answerOf(claim: C): Done;
}

/** What differs between kinds of purchase; the flow (purchase-flow.ts) is the same for each. */
export interface PurchaseKind<C extends ClaimRow, Done> {
  purpose: 'subscription' | 'daypass' | 'liveclass' | 'pack';
  claims: ClaimStore<C>;
  /** The claim's rows in the payments ledger; null for a kind whose payments its own rows keep. */
  ledgerOf(claim: C): PaymentsOf | null;
  /** Needed by the card-on-file path (flow.purchase); a kind paid in the browser has none. */
  repeats?: Repeats<C, Done>;
  /** The gateway's part: `source` is the card the buyer gave (null when the browser pays). */
  charge(claim: C, source: string | null): Promise<Charged<C>>;
  /** The money arrived (or nothing was owed): the purchase becomes what was bought, once. */
  finish(claim: C, intent: Intent | null, last4: string | null): Promise<Done>;
  /** What the buyer is told when the intent ended without the money. */
  refusalOf(intent: Intent): string;
  /** Whether a gateway event about this claim may settle it. */
  eventSettles(claim: C, intent: Intent): boolean;
  /** Whether the claim was paid with this intent (a succeeded intent that was not is refunded). */
  paidWith(claim: C | undefined, intent: Intent): boolean;
  /**
   * What a succeeded payment becomes when its claim went (a seat hold that ran out): without
   * this, it is refunded at once; a live class books it if a seat is still there, else refunds it.
   */
  unclaimed?(intent: Intent): Promise<Done>;
}

/**
 * A purchase the buyer's browser pays (flow.prepare): the claim taken in one step, then an intent
 * left for the browser to confirm with the card; the confirmation or the gateway's event settles it.
 */
export interface BrowserPurchase<C> {
  /** The new claim (fresh), or the buyer's running one; what the kind checked first is its own. */
  take(): Promise<{ claim: C; fresh: boolean }>;
}

/** What preparing a browser payment came to: the intent to confirm, or done (paid already). */
export type Prepared<Done> = { kind: 'charging'; intent: Intent } | { kind: 'done'; done: Done };

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
