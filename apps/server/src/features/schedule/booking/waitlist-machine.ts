import { NONE, stateMachine } from '../../../platform/db/state-machine.ts';

/**
 * A place on a full class's waitlist (live_class_waitlist.state). A freed seat moves the first one
 * off it (leave) as their seat is booked (or held, to pay).
 */
export const waitlist = stateMachine('waitlist', ['waiting'], {
  join: { from: [NONE], to: 'waiting' },
  /** Left, or given the freed seat. */
  leave: { from: ['waiting'], to: NONE },
});
export type WaitlistState = (typeof waitlist.states)[number];
