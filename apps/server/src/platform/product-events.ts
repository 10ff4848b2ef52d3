import { CURRENCY, type ProductEvent, type ProductEventName } from '@jetsweat/contract';
import type { Database } from './db/database.ts';

export interface NewProductEvent {
  name: ProductEventName;
  userId: number | null;
  properties?: Record<string, unknown>;
}

/**
 * Records an event. Call it with the transaction of the change the event reports, so the event
 * exists exactly when the change does.
 */
export async function recordProductEvent(
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

/**
 * A purchase, counted as a conversion at what was actually charged (spec 7), with what was
 * bought: the package, or the live class.
 */
export function recordPurchaseEvent(
  tx: Database,
  p: {
    userId: number;
    product: 'subscription' | 'daypass' | 'liveclass';
    amountCents: number;
    item: Record<string, unknown>;
  },
  at: Date,
): Promise<void> {
  const properties = {
    product: p.product,
    ...p.item,
    amountCents: p.amountCents,
    currency: CURRENCY,
  };
  return recordProductEvent(tx, { name: 'purchase', userId: p.userId, properties }, at);
}

/** The newest events first, of one name or all. */
export async function listProductEvents(
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
