import { NONE, stateMachine } from '../../../platform/db/state-machine.ts';

/** A day pass's states (day_passes.status): a claim (pending) until paid. */
export const dayPass = stateMachine('dayPass', ['pending', 'paid'], {
  claim: { from: [NONE], to: 'pending' },
  pay: { from: ['pending'], to: 'paid' },
  /** Refused, replaced or abandoned before it was paid. */
  discard: { from: ['pending'], to: NONE },
});
export type DayPassState = (typeof dayPass.states)[number];
