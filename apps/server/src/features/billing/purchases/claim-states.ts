import { NONE, stateMachine } from '../../../platform/db/state-machine.ts';

/**
 * The states a purchase's claim moves through in the purchase flow (purchase-flow.ts), the same
 * for every kind whatever row it keeps its claim in (a pending day pass, an incomplete
 * subscription, a seat held while paying):
 *
 *   none --claim--> claimed --charge--> charging --settle--> settled
 *   claimed --settle--> settled          (nothing was owed)
 *   claimed | charging --discard--> none (refused, replaced, abandoned, or the payment could
 *                                         not start)
 *
 * `claimed`: the row is in, no payment asked for yet (or the gateway did not answer);
 * `charging`: a payment (or card check) is asked for and its answer awaited, from the buyer's bank
 * or their browser; `settled`: the purchase became what was bought (a paid pass, a started
 * subscription, a booked seat). A kind's claim store says which one its row is in (`stateOf`); the
 * kind's own machine (day-pass-machine.ts, subscription-machine.ts, seat-machine.ts) checks the
 * row's move when its store writes it.
 */
export const purchaseClaim = stateMachine('purchase claim', ['claimed', 'charging', 'settled'], {
  claim: { from: [NONE], to: 'claimed' },
  /** A payment asked for; asked again (another card, a new intent) it stays charging. */
  charge: { from: ['claimed', 'charging'], to: 'charging' },
  settle: { from: ['claimed', 'charging'], to: 'settled' },
  discard: { from: ['claimed', 'charging'], to: NONE },
});

export type ClaimState = (typeof purchaseClaim.states)[number];

/** A claim's state from what its store knows: finished, waiting for a payment, or neither. */
export function claimStateOf(c: { finished: boolean; intentId: string | null }): ClaimState {
  if (c.finished) return 'settled';
  return c.intentId ? 'charging' : 'claimed';
}
