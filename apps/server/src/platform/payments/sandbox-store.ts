import type { CardSummary } from '@jetsweat/contract';
import type { Database } from '../db/database.ts';
import type { Intent } from './gateway.ts';
import type { CardBehaviour } from './sandbox-cards.ts';

/** The sandbox gateway's rows (migrations/004_payments_sandbox.sql), how they read as Stripe objects, and its SQL. */
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

const cardColumns = [
  'id',
  'kind',
  'brand',
  'last4',
  'exp_month',
  'exp_year',
  'holder_name',
  'behaviour',
  'customer_id',
  'used_at',
  'authenticated',
] as const;
const intentColumns = [
  'id',
  'kind',
  'client_secret',
  'amount',
  'customer_id',
  'payment_method_id',
  'status',
  'off_session',
  'save_card',
  'metadata',
  'error_code',
  'error_decline_code',
  'error_message',
] as const;

type Narrowed = { behaviour: CardBehaviour };
type IntentNarrowed = { status: Intent['status']; metadata: Record<string, string> };

export function findCard(db: Database, id: string): Promise<CardRow | undefined> {
  return db
    .selectFrom('sandbox_cards')
    .select(cardColumns)
    .where('id', '=', id)
    .$narrowType<Narrowed>()
    .executeTakeFirst();
}

export function insertCard(
  db: Database,
  c: Pick<
    CardRow,
    'id' | 'kind' | 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'holder_name' | 'behaviour'
  >,
): Promise<CardRow> {
  return db
    .insertInto('sandbox_cards')
    .values(c)
    .returning(cardColumns)
    .$narrowType<Narrowed>()
    .executeTakeFirstOrThrow();
}

/** Marks a card used once; false when it had been used already. */
export async function spendCard(db: Database, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable('sandbox_cards')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

/** Saves a card on a customer unless it is on one already. */
export async function saveCardOn(db: Database, id: string, customerId: string): Promise<void> {
  await db
    .updateTable('sandbox_cards')
    .set({ customer_id: customerId })
    .where('id', '=', id)
    .where('customer_id', 'is', null)
    .execute();
}

/** Attaches a card still free (or already this customer's); false when someone else has it. */
export async function attachCardTo(db: Database, id: string, customerId: string): Promise<boolean> {
  const taken = await db
    .updateTable('sandbox_cards')
    .set({ customer_id: customerId })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('customer_id', '=', customerId),
        eb.and([eb('customer_id', 'is', null), eb('used_at', 'is', null)]),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function markCardAuthenticated(db: Database, id: string): Promise<void> {
  await db.updateTable('sandbox_cards').set({ authenticated: true }).where('id', '=', id).execute();
}

export async function insertCustomer(
  db: Database,
  c: { id: string; email: string; name: string; userRef: string },
): Promise<void> {
  await db
    .insertInto('sandbox_customers')
    .values({ id: c.id, email: c.email, name: c.name, user_ref: c.userRef })
    .execute();
}

export async function customerKnown(db: Database, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('sandbox_customers')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

const intents = (db: Database) =>
  db.selectFrom('sandbox_intents').select(intentColumns).$narrowType<IntentNarrowed>();

export function findIntent(db: Database, id: string): Promise<IntentRow | undefined> {
  return intents(db).where('id', '=', id).executeTakeFirst();
}

export function findIntentByClient(
  db: Database,
  id: string,
  clientSecret: string,
): Promise<IntentRow | undefined> {
  return intents(db)
    .where('id', '=', id)
    .where('client_secret', '=', clientSecret)
    .executeTakeFirst();
}

export function insertIntent(
  db: Database,
  i: Pick<
    IntentRow,
    | 'id'
    | 'kind'
    | 'client_secret'
    | 'amount'
    | 'customer_id'
    | 'status'
    | 'off_session'
    | 'save_card'
    | 'metadata'
  > & { description: string; now: Date },
): Promise<IntentRow> {
  return db
    .insertInto('sandbox_intents')
    .values({
      id: i.id,
      kind: i.kind,
      client_secret: i.client_secret,
      amount: i.amount,
      customer_id: i.customer_id,
      status: i.status,
      off_session: i.off_session,
      save_card: i.save_card,
      description: i.description,
      metadata: JSON.stringify(i.metadata),
      created_at: i.now,
      updated_at: i.now,
    })
    .returning(intentColumns)
    .$narrowType<IntentNarrowed>()
    .executeTakeFirstOrThrow();
}

/**
 * Changes an intent, only from the status it was read in when `from` is given (of two
 * confirmations at once, one charges). Undefined when it had moved on.
 */
export function updateIntent(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      IntentRow,
      'status' | 'payment_method_id' | 'error_code' | 'error_decline_code' | 'error_message'
    >
  > & { updated_at?: Date },
  from?: Intent['status'],
): Promise<IntentRow | undefined> {
  return db
    .updateTable('sandbox_intents')
    .set(changes)
    .where('id', '=', id)
    .$if(from !== undefined, (q) => q.where('status', '=', from!))
    .returning(intentColumns)
    .$narrowType<IntentNarrowed>()
    .executeTakeFirst();
}

/** Counts a refund against the charge; false when it would refund more than was paid. */
export async function refundFrom(
  db: Database,
  r: { refundId: string; intentId: string; amount: number },
): Promise<boolean> {
  const updated = await db
    .updateTable('sandbox_intents')
    .set((eb) => ({ amount_refunded: eb('amount_refunded', '+', r.amount) }))
    .where('id', '=', r.intentId)
    .where((eb) => eb(eb('amount_refunded', '+', r.amount), '<=', eb.ref('amount')))
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  await db
    .insertInto('sandbox_refunds')
    .values({ id: r.refundId, payment_intent_id: r.intentId, amount: r.amount })
    .execute();
  return true;
}
