import type { Database } from '../db/database.ts';

/** Records a gateway event as received; false when it had been received before. */
export async function claimEvent(db: Database, e: { id: string; type: string }): Promise<boolean> {
  const fresh = await db
    .insertInto('payment_events')
    .values({ id: e.id, type: e.type })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return fresh !== undefined;
}

/** Waits for, then holds until the transaction ends, the lock on a received event's row. */
export async function lockEvent(db: Database, id: string): Promise<void> {
  await db.selectFrom('payment_events').select('id').where('id', '=', id).forUpdate().execute();
}

/** Forgets an event, so the gateway's next delivery of it is handled again. */
export async function forgetEvent(db: Database, id: string): Promise<void> {
  await db.deleteFrom('payment_events').where('id', '=', id).execute();
}
