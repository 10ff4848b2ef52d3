import { NONE, stateMachine } from '../../../platform/db/state-machine.ts';

/** A pack purchase's states (pack_purchases.status): a claim (pending) until paid. */
export const packPurchase = stateMachine('packPurchase', ['pending', 'paid', 'refunded'], {
  claim: { from: [NONE], to: 'pending' },
  pay: { from: ['pending'], to: 'paid' },
  /** Refused, replaced or abandoned before it was paid. */
  discard: { from: ['pending'], to: NONE },
  /** Its money given back: its credits go with it. */
  refund: { from: ['paid'], to: 'refunded' },
});
export type PackPurchaseState = (typeof packPurchase.states)[number];
