import type { Database } from '../db/database.ts';
import type { PaymentEvent, PaymentGateway } from './gateway.ts';
import { claimEvent, forgetEvent } from './payment-events-store.ts';

/**
 * Hands a webhook's event to the handlers once, however often the gateway delivers it; a delivery
 * whose handling fails is forgotten, so the next one is handled again. Answers false for a repeat.
 */
export async function handleEventOnce(
  db: Database,
  payments: Pick<PaymentGateway, 'emit'>,
  event: PaymentEvent,
): Promise<boolean> {
  if (!(await claimEvent(db, event))) return false;
  try {
    await payments.emit(event);
  } catch (err) {
    await forgetEvent(db, event.id);
    throw err;
  }
  return true;
}
