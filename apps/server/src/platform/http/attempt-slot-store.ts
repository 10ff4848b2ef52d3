import type { Database } from '../db/database.ts';

/**
 * Takes slot `slot` of `key` for `holder` until `heldUntil`, when it is free or its holder's time
 * is up; answers whether it was taken. Two instances asking at once: PostgreSQL locks the row for
 * the first, and the second then finds it held (its WHERE fails), so a slot has one holder.
 */
export async function takeSlot(
  db: Database,
  s: { key: string; slot: number; holder: string; now: Date; heldUntil: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('attempt_slots')
    .values({ key: s.key, slot: s.slot, holder: s.holder, held_until: s.heldUntil })
    .onConflict((oc) =>
      oc
        .columns(['key', 'slot'])
        .doUpdateSet({ holder: s.holder, held_until: s.heldUntil })
        .where('attempt_slots.held_until', '<=', s.now),
    )
    .returning('slot')
    .executeTakeFirst();
  return row !== undefined;
}

/** Frees a slot, if this holder still has it. */
export async function freeSlot(
  db: Database,
  s: { key: string; slot: number; holder: string },
): Promise<void> {
  await db
    .deleteFrom('attempt_slots')
    .where('key', '=', s.key)
    .where('slot', '=', s.slot)
    .where('holder', '=', s.holder)
    .execute();
}

/** Deletes slots whose holder's time ran out (an instance that died holding them). */
export async function deleteLapsedSlots(db: Database, now: Date): Promise<number> {
  const gone = await db
    .deleteFrom('attempt_slots')
    .where('held_until', '<=', now)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}

/**
 * Moves the end of every slot of `key` that `holder` still has to `heldUntil`; answers how many
 * it has. A slot another holder took over once its time was up is no longer this holder's.
 */
export async function renewSlots(
  db: Database,
  s: { key: string; holder: string; heldUntil: Date },
): Promise<number> {
  const renewed = await db
    .updateTable('attempt_slots')
    .set({ held_until: s.heldUntil })
    .where('key', '=', s.key)
    .where('holder', '=', s.holder)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows);
}

/** Frees every slot of `key` that `holder` has. */
export async function freeSlotsOf(db: Database, s: { key: string; holder: string }): Promise<void> {
  await db
    .deleteFrom('attempt_slots')
    .where('key', '=', s.key)
    .where('holder', '=', s.holder)
    .execute();
}
