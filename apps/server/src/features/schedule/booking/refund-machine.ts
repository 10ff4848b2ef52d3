import { NONE, stateMachine } from '../../../platform/db/state-machine.ts';

/**
 * A card payment for a class that could not stay a booking (live_class_refunds): claimed
 * (refund_id null) before the gateway is asked, refunded once it answered. A claim is never
 * dropped: its job asks until the gateway refunds it. The state is not a column of its own.
 */
export const refund = stateMachine('refund', ['claimed', 'refunded'], {
  claim: { from: [NONE], to: 'claimed' },
  refund: { from: ['claimed'], to: 'refunded' },
});
export type RefundState = (typeof refund.states)[number];
