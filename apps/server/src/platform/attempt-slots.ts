import { randomUUID } from 'node:crypto';
import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import { freeSlot, takeSlot } from './attempt-slot-store.ts';

// Longer than any password check takes; a slot outlives its holder only if the instance died.
const HOLD_SECONDS = 30;

/**
 * At most `slots` pieces of work per key at once, across every server instance (the slots are
 * rows in the shared database). `tryRun` runs the work in a free slot, or answers `busy` at once
 * without running it.
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
  };
}
export type AttemptSlots = ReturnType<typeof createAttemptSlots>;
