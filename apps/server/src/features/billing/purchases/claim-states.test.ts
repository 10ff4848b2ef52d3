// The purchase claim's named states: the moves the one executor makes, and nothing else.
import { describe, expect, it } from 'vitest';
import { IllegalTransitionError, NONE } from '../../../platform/db/state-machine.ts';
import { claimStateOf, purchaseClaim, type ClaimState } from './claim-states.ts';

const all: (ClaimState | typeof NONE)[] = [NONE, ...purchaseClaim.states];

describe('the purchase claim machine', () => {
  it('allows exactly claim, charge, settle and discard', () => {
    const allowed = all.flatMap((from) =>
      all.filter((to) => purchaseClaim.allows(from, to)).map((to) => `${from} -> ${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'none -> claimed',
        'claimed -> charging',
        'charging -> charging',
        'claimed -> settled',
        'charging -> settled',
        'claimed -> none',
        'charging -> none',
      ].sort(),
    );
  });

  it('refuses to settle or discard a settled claim', () => {
    expect(() => purchaseClaim.moves.settle.check('settled')).toThrow(IllegalTransitionError);
    expect(() => purchaseClaim.moves.discard.check('settled')).toThrow(IllegalTransitionError);
  });

  it('reads a claim as settled when finished, charging while it waits for an intent, else claimed', () => {
    expect(claimStateOf({ finished: true, intentId: 'pi_1' })).toBe('settled');
    expect(claimStateOf({ finished: false, intentId: 'pi_1' })).toBe('charging');
    expect(claimStateOf({ finished: false, intentId: null })).toBe('claimed');
  });
});
