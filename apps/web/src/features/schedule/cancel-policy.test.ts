import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCEL_POLICY, scheduleTexts } from '@jetsweat/contract';
import { eveningLiveClass } from '../../test/fixtures.ts';
import { cancelClosedLine, cancellable, isLateCancel, policyLine } from './cancel-policy.ts';

const HOUR = 3_600_000;
const now = Date.parse('2026-12-01T12:00:00Z');
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
const bk = { ...eveningLiveClass, studioName: 'BK Pilates' };
const window12 = { cancelWindowMinutes: 720, lateCancelFeeCents: 0, noShowFeeCents: 0 };

describe("a studio's cancellation window on the member's pages", () => {
  it("keeps the specification's words for the default policy", () => {
    expect(policyLine({ ...bk, cancelPolicy: DEFAULT_CANCEL_POLICY })).toBe(
      scheduleTexts.cancelPolicy,
    );
  });

  it('says the window and fees in one line at booking', () => {
    expect(
      policyLine({
        ...bk,
        cancelPolicy: { cancelWindowMinutes: 720, lateCancelFeeCents: 1000, noShowFeeCents: 1500 },
      }),
    ).toBe(
      "BK Pilates's policy: cancel up to 12 hours before the class; a late cancel costs $10.00, a no-show costs $15.00.",
    );
  });

  it('closes cancelling at the window without a fee, with a line of why until the class starts', () => {
    const c = { ...bk, scheduledDatetime: at(13), cancelPolicy: window12 };
    expect(cancellable(c, now)).toBe(true);
    expect(cancelClosedLine(c, now)).toBeNull();
    const inside = { ...c, scheduledDatetime: at(11) };
    expect(cancellable(inside, now)).toBe(false);
    expect(cancelClosedLine(inside, now)).toBe(
      "Cancelling closed 12 hours before the class (BK Pilates's policy).",
    );
    expect(cancelClosedLine({ ...c, scheduledDatetime: at(-0.5) }, now)).toBeNull();
  });

  it('keeps a late cancel open until the class starts when the studio takes a fee', () => {
    const c = {
      ...bk,
      scheduledDatetime: at(1),
      cancelPolicy: { ...window12, lateCancelFeeCents: 1000 },
    };
    expect(isLateCancel(c, now)).toBe(true);
    expect(cancellable(c, now)).toBe(true);
    expect(cancellable(c, now + 2 * HOUR)).toBe(false);
  });
});
