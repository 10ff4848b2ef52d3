import { CURRENCY, type ProductEvent, type ProductEventName } from '@jetsweat/contract';
import type { Queryable } from './db.ts';

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
  tx: Queryable,
  event: NewProductEvent,
  at: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO product_events (name, user_id, properties, occurred_at) VALUES ($1, $2, $3, $4)',
    [event.name, event.userId, JSON.stringify(event.properties ?? {}), at],
  );
}

/**
 * A purchase, counted as a conversion at what was actually charged (spec 7), with what was
 * bought: the package, or the live class.
 */
export function recordPurchaseEvent(
  tx: Queryable,
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
  q: Queryable,
  opts: { name?: ProductEventName; limit: number },
): Promise<ProductEvent[]> {
  const rows = await q.query<{
    id: string | number;
    name: ProductEventName;
    user_id: number | null;
    properties: Record<string, unknown>;
    occurred_at: Date;
  }>(
    `SELECT id, name, user_id, properties, occurred_at FROM product_events
      WHERE ($1::text IS NULL OR name = $1) ORDER BY occurred_at DESC, id DESC LIMIT $2`,
    [opts.name ?? null, opts.limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    userId: r.user_id,
    properties: r.properties,
    occurredAt: new Date(r.occurred_at).toISOString(),
  }));
}
