import { NONE, stateMachine } from '../../../platform/db/state-machine.ts';

/** A charge's states in the ledger (payments.status): first periods, renewals and day passes. */
export const payment = stateMachine('payment', ['pending', 'succeeded', 'failed'], {
  ask: { from: [NONE], to: 'pending' },
  /** A charge recorded once it was paid. */
  recordPaid: { from: [NONE], to: 'succeeded' },
  pay: { from: ['pending'], to: 'succeeded' },
  /** Refused, or dropped with its purchase. */
  fail: { from: ['pending'], to: 'failed' },
});
export type PaymentState = (typeof payment.states)[number];
