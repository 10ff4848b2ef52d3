import { NONE, stateMachine, type None } from '../../../platform/db/state-machine.ts';

/** A seat's states (live_class_seats.state): held while the person pays, then booked. */
export const seat = stateMachine('seat', ['held', 'booked'], {
  hold: { from: [NONE], to: 'held' },
  /** Included, free, or paid: a new seat, or the holder's. */
  book: { from: [NONE, 'held'], to: 'booked' },
  /** The hold ran out, or the payment could not start. */
  endHold: { from: ['held'], to: NONE },
  /** Before the cut-off. */
  cancel: { from: ['booked'], to: NONE },
});
export type SeatState = (typeof seat.states)[number];

/**
 * How a seat move changes its class's seats_taken: a seat taken (from none), given back (to
 * none), or neither. Only the seat store applies it (seat-store.ts, `countSeats`).
 */
export function seatsTakenChange(move: { from: SeatState | None; to: SeatState | None }): number {
  return (move.to === NONE ? 0 : 1) - (move.from === NONE ? 0 : 1);
}
