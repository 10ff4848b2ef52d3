import { CURRENCY, type ProductEvent, type ProductEventName } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { insertProductEvent, readProductEvents, type NewProductEvent } from './store.ts';

export type { NewProductEvent };

/**
 * Records an event. Call it with the transaction of the change the event reports, so the event
 * exists exactly when the change does.
 */
export function recordProductEvent(tx: Database, event: NewProductEvent, at: Date): Promise<void> {
  return insertProductEvent(tx, event, at);
}

/**
 * A purchase, counted as a conversion at what was actually charged (spec 7), with what was
 * bought: the package, or the live class.
 */
export function recordPurchaseEvent(
  tx: Database,
  p: {
    userId: number;
    product: 'subscription' | 'daypass' | 'liveclass' | 'pack';
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
export function listProductEvents(
  db: Database,
  opts: { name?: ProductEventName; limit: number },
): Promise<ProductEvent[]> {
  return readProductEvents(db, opts);
}
