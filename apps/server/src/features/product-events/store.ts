import type { ProductEvent, ProductEventName } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';

/** The product_events table: what happened, to whom, when. */

export interface NewProductEvent {
  name: ProductEventName;
  userId: number | null;
  properties?: Record<string, unknown>;
}

export async function insertProductEvent(
  tx: Database,
  event: NewProductEvent,
  at: Date,
): Promise<void> {
  await tx
    .insertInto('product_events')
    .values({
      name: event.name,
      user_id: event.userId,
      // As JSON text, which PostgreSQL reads into jsonb the same way on both drivers.
      properties: JSON.stringify(event.properties ?? {}),
      occurred_at: at,
    })
    .execute();
}

export async function readProductEvents(
  db: Database,
  opts: { name?: ProductEventName; limit: number },
): Promise<ProductEvent[]> {
  const { name } = opts;
  const rows = await db
    .selectFrom('product_events')
    .select(['id', 'name', 'user_id', 'properties', 'occurred_at'])
    .$if(name !== undefined, (q) => q.where('name', '=', name!))
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(opts.limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name as ProductEventName,
    userId: r.user_id,
    properties: r.properties as Record<string, unknown>,
    occurredAt: new Date(r.occurred_at).toISOString(),
  }));
}
