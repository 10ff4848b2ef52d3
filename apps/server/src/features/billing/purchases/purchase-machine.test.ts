import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import type { Tables } from '../../../platform/db/database.ts';
import { subscriptionByPublicId, updateSubscription } from '../subscriptions/subscription-store.ts';
import {
  IllegalTransitionError,
  NONE,
  PURCHASE_STATES,
  transition,
  type DayPassState,
  type PaymentState,
  type PurchaseKind,
  type SeatState,
  type StateOf,
  type SubscriptionState,
  type WaitlistState,
} from './purchase-machine.ts';

// The whole table, written out again as the moves each use case makes: every pair of states of
// every kind is checked below, those listed allowed and every other one refused.
const ALLOWED: Record<PurchaseKind, string[]> = {
  subscription: [
    'none -> incomplete',
    'incomplete -> none',
    'incomplete -> trialing',
    'incomplete -> active',
    'trialing -> active',
    'active -> active',
    'past_due -> active',
    'trialing -> past_due',
    'active -> past_due',
    'past_due -> past_due',
    'past_due -> canceled',
    'trialing -> canceled',
    'active -> canceled',
    'paused -> canceled',
    'trialing -> paused',
    'active -> paused',
    'paused -> trialing',
    'paused -> active',
  ],
  dayPass: ['none -> pending', 'pending -> paid', 'pending -> none'],
  seat: ['none -> held', 'none -> booked', 'held -> booked', 'held -> none', 'booked -> none'],
  payment: ['none -> pending', 'none -> succeeded', 'pending -> succeeded', 'pending -> failed'],
  refund: ['none -> claimed', 'claimed -> refunded'],
  waitlist: ['none -> waiting', 'waiting -> none'],
};

const kinds = Object.keys(PURCHASE_STATES) as PurchaseKind[];
const everyMove = kinds.flatMap((kind) => {
  const states: string[] = [NONE, ...PURCHASE_STATES[kind]];
  return states.flatMap((from) =>
    states.map((to) => ({ kind, from, to, allowed: ALLOWED[kind].includes(`${from} -> ${to}`) })),
  );
});

describe('the purchase state machine', () => {
  it('lists only states of its kind in the expected table', () => {
    for (const kind of kinds) {
      const states: string[] = [NONE, ...PURCHASE_STATES[kind]];
      for (const move of ALLOWED[kind]) {
        const [from, to] = move.split(' -> ');
        expect(states, `${kind}: ${move}`).toContain(from);
        expect(states, `${kind}: ${move}`).toContain(to);
      }
    }
  });

  it.each(everyMove.filter((m) => m.allowed))('allows a $kind from $from to $to', (m) => {
    const kind = m.kind;
    const from = m.from as StateOf<typeof kind>;
    const to = m.to as StateOf<typeof kind>;
    expect(transition(kind, from, to)).toEqual({ from, to });
  });

  it.each(everyMove.filter((m) => !m.allowed))('refuses a $kind from $from to $to', (m) => {
    const kind = m.kind;
    const move = () =>
      transition(kind, m.from as StateOf<typeof kind>, m.to as StateOf<typeof kind>);
    expect(move).toThrow(IllegalTransitionError);
    expect(move).toThrow(`A ${kind} may not move from ${m.from} to ${m.to}.`);
  });

  it('has the states the generated row types have', () => {
    expectTypeOf<SubscriptionState>().toEqualTypeOf<Tables['subscriptions']['status']>();
    expectTypeOf<DayPassState>().toEqualTypeOf<Tables['day_passes']['status']>();
    expectTypeOf<SeatState>().toEqualTypeOf<Tables['live_class_seats']['state']>();
    expectTypeOf<PaymentState>().toEqualTypeOf<Tables['payments']['status']>();
    expectTypeOf<WaitlistState>().toEqualTypeOf<Tables['live_class_waitlist']['state']>();
    expect(everyMove.length).toBeGreaterThan(0);
  });
});

describe('the purchase states in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The values a column's CHECK (column IN (...)) constraint lets in, read from the catalogue. */
  async function checkedValues(table: string, column: string): Promise<string[]> {
    const rows = await t.db.query<{ def: string }>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conrelid = $1::regclass AND contype = 'c'`,
      [table],
    );
    // One value is kept as `column = 'value'`, several as `column = ANY (ARRAY[...])`.
    const def = rows.map((r) => r.def).find((d) => d.startsWith(`CHECK ((${column} = `));
    expect(def, `${table}.${column} has a CHECK of its values`).toBeDefined();
    return [...def!.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]!);
  }

  it.each([
    ['subscriptions', 'status', 'subscription'],
    ['day_passes', 'status', 'dayPass'],
    ['live_class_seats', 'state', 'seat'],
    ['payments', 'status', 'payment'],
    ['live_class_waitlist', 'state', 'waitlist'],
  ] as const)('%s.%s allows exactly the machine’s %s states', async (table, column, kind) => {
    expect(await checkedValues(table, column)).toEqual([...PURCHASE_STATES[kind]]);
  });

  it('refuses a subscription move the table lacks before writing it', async () => {
    const u = await t.newUser();
    await t.db.query(
      `INSERT INTO subscriptions (public_id, user_id, package_id, plan, status, price_cents,
         ended_at, end_reason, created_at, updated_at)
       VALUES ('sub_machine', $1, 'jetsweat_monthly', 'monthly', 'canceled', 1999, now(),
         'cancelled', now(), now())`,
      [u.id],
    );
    const row = (await subscriptionByPublicId(t.db.kysely, 'sub_machine'))!;
    await expect(
      updateSubscription(t.db.kysely, row, { status: 'active' }, new Date()),
    ).rejects.toThrow(IllegalTransitionError);
    const [after] = await t.db.query<{ status: string }>(
      `SELECT status FROM subscriptions WHERE public_id = 'sub_machine'`,
    );
    expect(after!.status).toBe('canceled');
  });
});
