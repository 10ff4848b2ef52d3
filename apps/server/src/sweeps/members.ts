// Two members with real objects for the object-level authorization sweep, and what belongs to
// one of them: the rows (found through the schema's foreign keys, so a new table is included
// without listing it), the ids to put in another member's requests, and the marks of a leak.
import { expect } from 'vitest';
import { tokenFor } from '../../test/billing-kit.ts';
import { uniqueEmail, type TestApp } from '../../test/harness.ts';
import { insertClass, NORTHLOOP_ID } from '../../test/schedule-fixtures.ts';
import type { RequestParts } from './route-table.ts';
import { runAStudio } from './console-member.ts';

/**
 * Every row made while the sequences count from one of these gets an id no other row has, so one
 * of a member's ids in someone else's answer can only be theirs.
 */
export const ID_RANGES = {
  before: 600_000_000,
  A: 700_000_000,
  B: 800_000_000,
  after: 900_000_000,
} as const;

export async function startIdsAt(t: TestApp, start: number): Promise<void> {
  // pg_class, not information_schema.sequences: that view leaves out identity columns' sequences.
  const sequences = await t.db.query<{ name: string }>(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S'`,
  );
  expect(sequences.length).toBeGreaterThan(5);
  // Each table its own stretch of the range, so no two rows anywhere share an id.
  for (const [i, { name }] of sequences.entries())
    await t.db.query('SELECT setval($1::regclass, $2, false)', [name, start + i * 100_000]);
}

export interface Member {
  id: number;
  token: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The requests that made the member's objects, by route ("POST /api/workout/add"). */
  worked: Map<string, RequestParts>;
}

/**
 * A member who subscribed with a card, booked a live class (a seat and a workout), started paying
 * for another (a payment intent with its client secret) and favourited a class. `before` runs
 * once the member has subscribed, before the booking and the favourite (the sweep has them use
 * every route then: what a delete route removes, the objects made after it keep).
 */
/** Puts the member on the waitlist of a one-seat class someone else took (issue 22). */
async function waitForFullClass(
  t: TestApp,
  token: string,
  worked: Map<string, RequestParts>,
): Promise<void> {
  const liveClassId = await insertClass(t, { priceCents: 0, capacity: 1 });
  const taker = await t.newUser({ email: uniqueEmail('sweep-taker') });
  const took = await t.call({
    method: 'POST',
    url: `/api/liveclass/upcoming/${liveClassId}/confirmation`,
    token: taker.token,
    payload: { amount: 0, studioId: NORTHLOOP_ID, paymentIntentId: null, promo: null },
  });
  expect(took.statusCode, JSON.stringify(took.body)).toBe(200);
  const res = await t.call({
    method: 'PUT',
    url: `/api/liveclass/upcoming/${liveClassId}/waitlist`,
    token,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  worked.set('PUT /api/liveclass/upcoming/:liveClassId/waitlist', {
    params: { liveClassId },
    query: {},
    body: undefined,
  });
}

export async function memberWithObjects(
  t: TestApp,
  name: { firstName: string; lastName: string },
  before?: (member: Member) => Promise<void>,
): Promise<Member> {
  const person = await t.newUser({ email: uniqueEmail('sweep'), ...name });
  const worked = new Map<string, RequestParts>();
  const post = async (url: string, body: Record<string, unknown>, status = 200) => {
    const res = await t.call({ method: 'POST', url, token: person.token, payload: body });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(status);
    worked.set(`POST ${url}`, { params: {}, query: {}, body });
  };
  // Before subscribing, while classes still cost money.
  await post('/api/liveclass/upcoming/payment-intent', {
    amount: 2500,
    studioId: NORTHLOOP_ID,
    liveClassId: await insertClass(t, { priceCents: 2500 }),
    coupon: null,
  });
  await post('/api/user/subscribe', {
    source: 'website',
    packageId: 'jetsweat_monthly',
    token: await tokenFor(t),
  });
  await waitForFullClass(t, person.token, worked);
  await runAStudio(t, person, name.lastName, worked);
  await before?.({ ...person, ...name, worked });
  const liveClassId = await insertClass(t, { priceCents: null });
  await post('/api/workout/add', { liveClassId, status: 'scheduled' }, 201);
  const [video] = await t.db.query<{ id: number }>('SELECT id FROM videos ORDER BY id LIMIT 1');
  await post('/api/favorites/add', { videoId: video!.id }, 201);
  return { ...person, ...name, worked };
}

interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
}

async function foreignKeys(t: TestApp): Promise<ForeignKey[]> {
  return t.db.query<ForeignKey>(
    `SELECT child.relname AS child, ca.attname AS "column", parent.relname AS parent, pa.attname AS "parentColumn"
       FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid
       JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = c.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
      ORDER BY 1, 2`,
  );
}

export type Rows = Record<string, Record<string, unknown>[]>;

/**
 * A member's rows: their user row, every row that points at it, every row that points at those,
 * and so on; and their customer at the sandbox gateway (linked by id, not by a foreign key).
 */
export async function rowsOf(t: TestApp, userId: number): Promise<Rows> {
  const keys = await foreignKeys(t);
  const rows: Rows = { users: await t.db.query('SELECT * FROM users WHERE id = $1', [userId]) };
  // The studios the member runs are theirs to guard (issue 25): their page is not another's to
  // change through the console. Kept under a name of its own, not `studios`, so the rows that
  // point at a studio (anyone's favourite of it) are not counted as the member's.
  rows['studios run by the member'] = await t.db.query(
    'SELECT * FROM studios WHERE id IN (SELECT studio_id FROM studio_admin_accounts WHERE user_id = $1)',
    [userId],
  );
  rows.sandbox_customers = await t.db.query(
    `SELECT * FROM sandbox_customers WHERE id IN
       (SELECT customer_id FROM billing_customers WHERE user_id = $1 AND gateway = 'sandbox')`,
    [userId],
  );
  for (let depth = 0, grew = true; grew && depth < 5; depth++) {
    grew = false;
    for (const fk of keys) {
      const values = [...new Set((rows[fk.parent] ?? []).map((r) => r[fk.parentColumn]))];
      if (values.length === 0) continue;
      const found = await t.db.query<Record<string, unknown>>(
        `SELECT * FROM ${fk.child} WHERE ${fk.column}::text = ANY($1::text[]) ORDER BY 1`,
        [values.map(String)],
      );
      const before = JSON.stringify(rows[fk.child] ?? []);
      const merged = new Map(
        [...(rows[fk.child] ?? []), ...found].map((r) => [JSON.stringify(r), r] as const),
      );
      rows[fk.child] = [...merged.values()].sort((a, b) =>
        JSON.stringify(a).localeCompare(JSON.stringify(b)),
      );
      if (JSON.stringify(rows[fk.child]) !== before) grew = true;
    }
  }
  return rows;
}

/** A member's rows as text, to compare before and after someone else's request. */
export const snapshot = async (t: TestApp, userId: number) =>
  JSON.stringify(await rowsOf(t, userId));

/** Names the tables whose rows differ between two snapshots. */
export function changedTables(before: string, after: string): string[] {
  const a = JSON.parse(before) as Rows;
  const b = JSON.parse(after) as Rows;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (table) => JSON.stringify(a[table] ?? []) !== JSON.stringify(b[table] ?? []),
  );
}

/** Ids a payment gateway gives (pi_…, pm_…, cus_…, seti_…): text that names one member's object. */
const GATEWAY_ID = /^[a-z]{2,5}_[A-Za-z0-9]{8,}$/;
const isIdColumn = (column: string) => column === 'id' || /_id$|_ref$/.test(column);

/** Of each table's id column, this many values are enough to try (a member has many sessions). */
const IDS_PER_COLUMN = 2;

/** The ids in a member's rows: what another member's requests are filled with. */
export function idsIn(rows: Rows): (string | number)[] {
  const ids = new Set<string | number>();
  for (const table of Object.values(rows)) {
    const perColumn = new Map<string, number>();
    for (const row of table)
      for (const [column, value] of Object.entries(row)) {
        if (!isIdColumn(column) || (typeof value !== 'number' && typeof value !== 'string'))
          continue;
        if ((perColumn.get(column) ?? 0) >= IDS_PER_COLUMN || ids.has(value)) continue;
        perColumn.set(column, (perColumn.get(column) ?? 0) + 1);
        ids.add(value);
      }
  }
  return [...ids];
}

/** What, in an answer to someone else, shows it holds the member's data. */
export function leakMarks(member: Member, rows: Rows) {
  const texts = new Set([member.email, member.firstName, member.lastName, member.token]);
  // The rows' own ids (not the ids they point at: a booked class is public). Made while the
  // sequences counted from the member's range, no other row has them.
  const ownIds = new Set<number>();
  for (const table of Object.values(rows))
    for (const row of table) {
      if (typeof row.id === 'number') ownIds.add(row.id);
      for (const value of Object.values(row))
        if (typeof value === 'string' && (GATEWAY_ID.test(value) || value.includes('_secret_')))
          texts.add(value);
    }
  return {
    texts: [...texts],
    /** The first mark found in an answer, or undefined. */
    foundIn(answer: string): string | undefined {
      const text = [...texts].find((m) => answer.toLowerCase().includes(m.toLowerCase()));
      if (text) return `"${text}"`;
      for (const m of answer.matchAll(/(?<!\d)\d{9}(?!\d)/g))
        if (ownIds.has(Number(m[0]))) return `id ${m[0]}`;
      return undefined;
    },
  };
}
