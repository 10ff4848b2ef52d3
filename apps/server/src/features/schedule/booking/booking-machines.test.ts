// The schedule's machines (seats, the waitlist, refunds): every move each allows, named, and
// every other refused; the stored states are exactly what the tables' CHECKs let in.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { describeStatesInDatabase, expectExactMoves } from '../../../../test/machine-kit.ts';
import type { Tables } from '../../../platform/db/database.ts';
import { refund } from './refund-machine.ts';
import { seat, seatsTakenChange, type SeatState } from './seat-machine.ts';
import { waitlist, type WaitlistState } from './waitlist-machine.ts';

describe("the schedule's state machines", () => {
  it('moves a seat, a place on the waitlist and a refund only as their use cases do', () => {
    expectExactMoves(seat, [
      'none -> held',
      'none -> booked',
      'held -> booked',
      'held -> none',
      'booked -> none',
    ]);
    expectExactMoves(waitlist, ['none -> waiting', 'waiting -> none']);
    expectExactMoves(refund, ['none -> claimed', 'claimed -> refunded']);
  });

  it('counts the seats a move takes or gives back', () => {
    expect(seatsTakenChange(seat.moves.hold.check('none'))).toBe(1);
    expect(seatsTakenChange(seat.moves.book.check('held'))).toBe(0);
    expect(seatsTakenChange(seat.moves.cancel.check('booked'))).toBe(-1);
    expect(() => seat.moves.cancel.check('held')).toThrow('A seat may not move from held to none.');
  });

  it('has the states the generated row types have', () => {
    expectTypeOf<SeatState>().toEqualTypeOf<Tables['live_class_seats']['state']>();
    expectTypeOf<WaitlistState>().toEqualTypeOf<Tables['live_class_waitlist']['state']>();
  });
});

describeStatesInDatabase([
  ['live_class_seats', 'state', seat],
  ['live_class_waitlist', 'state', waitlist],
]);
