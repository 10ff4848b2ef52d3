import { randomUUID } from 'node:crypto';
import type { Clock } from '../runtime/clock.ts';
import type { Database } from '../db/database.ts';
import { freeSlot, freeSlotsOf, renewSlots, takeSlot } from './attempt-slot-store.ts';

// Longer than any password check takes; a slot outlives its holder only if the instance died.
const HOLD_SECONDS = 30;

/**
 * At most `slots` pieces of work per key at once, across every server instance (the slots are
 * rows in the shared database). `tryRun` runs the work in a free slot, or answers `busy` at once
 * without running it. `hold` and `release` keep a slot across requests, for work that spans
 * several (an upload in parts).
 */
export function createAttemptSlots(db: Database, clock: Clock) {
  return {
    async tryRun<T>(
      key: string,
      slots: number,
      work: () => Promise<T>,
    ): Promise<{ busy: true } | { busy: false; value: T }> {
      const holder = randomUUID();
      const now = clock.now();
      const heldUntil = new Date(now.getTime() + HOLD_SECONDS * 1000);
      for (let slot = 0; slot < slots; slot++) {
        if (!(await takeSlot(db, { key, slot, holder, now, heldUntil }))) continue;
        try {
          return { busy: false, value: await work() };
        } finally {
          await freeSlot(db, { key, slot, holder });
        }
      }
      return { busy: true };
    },

    /**
     * Holds a slot of `key` for `holder` until `seconds` from now: the one it has, renewed, else a
     * free one (or one whose holder's time is up). False when others hold every slot. A holder
     * that stops renewing loses its slot when the time is up, so work that died holds nothing.
     */
    async hold(key: string, slots: number, holder: string, seconds: number): Promise<boolean> {
      const now = clock.now();
      const heldUntil = new Date(now.getTime() + seconds * 1000);
      if ((await renewSlots(db, { key, holder, heldUntil })) > 0) return true;
      for (let slot = 0; slot < slots; slot++)
        if (await takeSlot(db, { key, slot, holder, now, heldUntil })) return true;
      return false;
    },

    /** Lets go of the slots of `key` that `holder` has. */
    release: (key: string, holder: string) => freeSlotsOf(db, { key, holder }),
  };
}
export type AttemptSlots = ReturnType<typeof createAttemptSlots>;
