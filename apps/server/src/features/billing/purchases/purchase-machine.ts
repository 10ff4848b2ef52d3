// The purchase state machine: every state a purchase passes through, and the one table of moves
// between them, for every product kind
// (docs/decisions/0023-one-purchase-flow-and-state-machine.md).
//
// Each kind keeps its state in its own table's text column, whose CHECK constraint lists exactly
// these values (purchase-machine.test.ts reads the constraints back from the database and compares).
// `none` is no row at all: a claim is a move from none, a dropped claim a move back to it.

/** The states of each kind of purchase, as stored (the SQL CHECK constraint's values). */
export const PURCHASE_STATES = {
  /** subscriptions.status: a claim (incomplete) until its first payment or trial is settled. */
  subscription: ['incomplete', 'trialing', 'active', 'past_due', 'paused', 'canceled'],
  /** day_passes.status: a claim (pending) until paid. */
  dayPass: ['pending', 'paid'],
  /** live_class_seats.state: a seat held while the person pays, then booked. */
  seat: ['held', 'booked'],
  /** payments.status: the ledger's charges, first periods, renewals and day passes. */
  payment: ['pending', 'succeeded', 'failed'],
  /**
   * live_class_refunds: a card payment for a class that could not become a booking. Claimed
   * (refund_id null) before the gateway is asked, refunded once it answered; a claim is never
   * dropped, its job asks until the gateway refunds it.
   */
  refund: ['claimed', 'refunded'],
  /**
   * live_class_waitlist.state: a member waiting for a seat in a full class. A freed seat moves the
   * first one off it (waiting -> none) as their seat moves none -> booked (or held, to pay).
   */
  waitlist: ['waiting'],
} as const;

export type PurchaseKind = keyof typeof PURCHASE_STATES;
/** No row: before the claim, after a dropped claim or an ended hold. */
export const NONE = 'none';
export type StateOf<K extends PurchaseKind> = (typeof PURCHASE_STATES)[K][number] | typeof NONE;
export type SubscriptionState = (typeof PURCHASE_STATES)['subscription'][number];
export type DayPassState = (typeof PURCHASE_STATES)['dayPass'][number];
export type SeatState = (typeof PURCHASE_STATES)['seat'][number];
export type PaymentState = (typeof PURCHASE_STATES)['payment'][number];
export type WaitlistState = (typeof PURCHASE_STATES)['waitlist'][number];

/** One allowed move, named by the use case that makes it. */
interface Move<K extends PurchaseKind> {
  from: StateOf<K>;
  to: StateOf<K>;
  by: string;
}
type Table = { [K in PurchaseKind]: readonly Move<K>[] };

const many = <K extends PurchaseKind>(
  froms: readonly StateOf<K>[],
  to: StateOf<K>,
  by: string,
): Move<K>[] => froms.map((from) => ({ from, to, by }));

/** Every move a purchase may make. Anything else is a defect and throws IllegalTransitionError. */
export const TRANSITIONS: Table = {
  subscription: [
    { from: NONE, to: 'incomplete', by: 'claim (subscribe)' },
    { from: 'incomplete', to: NONE, by: 'discard (refused, replaced or abandoned)' },
    { from: 'incomplete', to: 'trialing', by: 'activate (trial started)' },
    { from: 'incomplete', to: 'active', by: 'activate (first period paid)' },
    ...many<'subscription'>(['trialing', 'active', 'past_due'], 'active', 'renew'),
    ...many<'subscription'>(['trialing', 'active', 'past_due'], 'past_due', 'renewal failed'),
    { from: 'past_due', to: 'canceled', by: 'renewals exhausted, or cancel' },
    ...many<'subscription'>(['trialing', 'active'], 'canceled', 'period ended after cancel'),
    { from: 'paused', to: 'canceled', by: 'cancel' },
    ...many<'subscription'>(['trialing', 'active'], 'paused', 'pause'),
    { from: 'paused', to: 'trialing', by: 'resume' },
    { from: 'paused', to: 'active', by: 'resume' },
  ],
  dayPass: [
    { from: NONE, to: 'pending', by: 'claim (buy a day pass)' },
    { from: 'pending', to: 'paid', by: 'settle (paid)' },
    { from: 'pending', to: NONE, by: 'discard (refused, replaced or abandoned)' },
  ],
  seat: [
    { from: NONE, to: 'held', by: 'claim (hold a seat while paying)' },
    { from: NONE, to: 'booked', by: 'book (included, free, or paid after the hold ended)' },
    { from: 'held', to: 'booked', by: 'book (the holder paid, or it became free or included)' },
    { from: 'held', to: NONE, by: 'hold ended, or the payment could not start' },
    { from: 'booked', to: NONE, by: 'cancel (before the cut-off)' },
  ],
  payment: [
    { from: NONE, to: 'pending', by: 'charge asked for' },
    { from: NONE, to: 'succeeded', by: 'charge recorded once paid' },
    { from: 'pending', to: 'succeeded', by: 'settle (paid)' },
    { from: 'pending', to: 'failed', by: 'settle (refused or dropped)' },
  ],
  refund: [
    { from: NONE, to: 'claimed', by: 'refund claimed' },
    { from: 'claimed', to: 'refunded', by: 'refund made' },
  ],
  waitlist: [
    { from: NONE, to: 'waiting', by: 'join (the class is full)' },
    { from: 'waiting', to: NONE, by: 'leave, or given the freed seat' },
  ],
};

/** A move the table does not allow: a defect in the caller, never a person's mistake. */
export class IllegalTransitionError extends Error {
  constructor(
    readonly kind: PurchaseKind,
    readonly from: string,
    readonly to: string,
  ) {
    super(`A ${kind} may not move from ${from} to ${to}.`);
    this.name = 'IllegalTransitionError';
  }
}

/** Whether the table allows the move. */
export function canMove<K extends PurchaseKind>(
  kind: K,
  from: StateOf<K>,
  to: StateOf<K>,
): boolean {
  return (TRANSITIONS[kind] as readonly Move<K>[]).some((m) => m.from === from && m.to === to);
}

/**
 * The move, checked against the table: answers `{ from, to }` for the store to write (its WHERE
 * on `from`, its SET of `to`), or throws IllegalTransitionError.
 */
export function transition<K extends PurchaseKind, F extends StateOf<K>, T extends StateOf<K>>(
  kind: K,
  from: F,
  to: T,
): { from: F; to: T } {
  if (!canMove(kind, from, to)) throw new IllegalTransitionError(kind, from, to);
  return { from, to };
}

/**
 * How a seat move changes its class's seats_taken: a seat taken (from none), given back (to
 * none), or neither. Only the seat store applies it (schedule/booking/seat-store.ts, `countSeats`).
 */
export function seatsTakenChange(move: { from: StateOf<'seat'>; to: StateOf<'seat'> }): number {
  return (move.to === NONE ? 0 : 1) - (move.from === NONE ? 0 : 1);
}
