import type { CardSummary } from '@jetsweat/contract';
import { one, type Db } from '../db.ts';
import { CardError, GatewayRequestError, type Intent, type IntentError } from './gateway.ts';
import type { CardBehaviour } from './sandbox-cards.ts';

/** The sandbox gateway's rows (migrations/003_payments_sandbox.sql) and how they read as Stripe objects. */
export interface CardRow {
  id: string;
  kind: 'token' | 'payment_method';
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  behaviour: CardBehaviour;
  customer_id: string | null;
  used_at: Date | null;
  authenticated: boolean;
}

export interface IntentRow {
  id: string;
  kind: 'payment' | 'setup';
  client_secret: string;
  amount: number;
  customer_id: string | null;
  payment_method_id: string | null;
  status: Intent['status'];
  off_session: boolean;
  save_card: boolean;
  metadata: Record<string, string>;
  error_code: string | null;
  error_decline_code: string | null;
  error_message: string | null;
}

export const summary = (c: CardRow): CardSummary => ({
  brand: c.brand,
  last4: c.last4,
  expMonth: c.exp_month,
  expYear: c.exp_year,
});

export function toIntent(r: IntentRow): Intent {
  const base = {
    id: r.id,
    clientSecret: r.client_secret,
    status: r.status,
    customerId: r.customer_id,
    paymentMethodId: r.payment_method_id,
    metadata: r.metadata,
    lastError: r.error_code
      ? {
          code: r.error_code,
          declineCode: r.error_decline_code ?? undefined,
          message: r.error_message ?? '',
        }
      : null,
  };
  return r.kind === 'payment'
    ? { ...base, object: 'payment_intent', amount: r.amount, currency: 'usd' }
    : { ...base, object: 'setup_intent' };
}

/**
 * Stripe's idempotency: the first answer to a key is the answer to every repeat of it (a card
 * error included); a repeat while the first is still running is refused, as Stripe does.
 */
export async function idempotent<T>(db: Db, key: string, work: () => Promise<T>): Promise<T> {
  const scoped = `sandbox:${key}`;
  const claimed = await db.query(
    'INSERT INTO sandbox_idempotency (key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING key',
    [scoped],
  );
  if (claimed.length === 0) {
    const row = await one<{ response: { value?: T; error?: IntentError } | null }>(
      db,
      'SELECT response FROM sandbox_idempotency WHERE key = $1',
      [scoped],
    );
    if (!row?.response) {
      throw new GatewayRequestError(
        `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
        409,
      );
    }
    if (row.response.error)
      throw new CardError(
        row.response.error.message,
        row.response.error.code,
        row.response.error.declineCode,
      );
    return row.response.value as T;
  }
  try {
    const value = await work();
    await db.query('UPDATE sandbox_idempotency SET response = $2 WHERE key = $1', [
      scoped,
      JSON.stringify({ value }),
    ]);
    return value;
  } catch (err) {
    if (err instanceof CardError) {
      const error: IntentError = {
        code: err.code,
        declineCode: err.declineCode,
        message: err.message,
      };
      await db.query('UPDATE sandbox_idempotency SET response = $2 WHERE key = $1', [
        scoped,
        JSON.stringify({ error }),
      ]);
    } else {
      await db.query('DELETE FROM sandbox_idempotency WHERE key = $1', [scoped]);
    }
    throw err;
  }
}
