// The sweep's members each run a studio of their own (issue 25), so the studio console's routes
// are swept with real objects: B's own studio works for B, and A's studio id is put in B's requests.
// The studio's row counts among the member's rows (members.ts), so a change to it is seen.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { uniqueEmail, type TestApp } from '../../test/harness.ts';
import { runItsPacks } from './console-member-packs.ts';
import type { RequestParts } from './route-table.ts';

const STUDIO = '/api/console/studios/:studioId';

/** Page texts that carry the member's name, so a leak of them shows. */
const pageOf = (lastName: string) => ({
  headerTitle: `${lastName} moves`,
  headerDescription: '',
  introH1: '',
  introH2: '',
  closingH1: '',
  closingH2: '',
  summary: `About ${lastName}`,
  pageTitle: '',
  colorCode: '2E6F95',
});

/**
 * Makes the member the admin of a studio whose page texts carry their name, so a leak of that page
 * to another member shows it. The studio's own name and id say nothing of the member: any member
 * may favourite any studio and see its name. Its id is seven digits, in no row's range; then uses each console route once on it, as an admin would, keeping the requests
 * that worked (the sweep's bases for the other member's requests) and making an invite and
 * audit entries that are theirs.
 */
export async function runAStudio(
  t: TestApp,
  person: { id: number; token: string },
  lastName: string,
  worked: Map<string, RequestParts>,
): Promise<void> {
  // Seven digits for ids in the sweep's ranges (700 million and up), and for small ones alike.
  const studioId = person.id >= 100_000_000 ? Math.floor(person.id / 100) : 5_000_000 + person.id;
  await t.db.query('INSERT INTO studios (id, short_name, name) VALUES ($1, $2, $3)', [
    studioId,
    `sweep-${studioId}`,
    `Sweep studio ${studioId}`,
  ]);
  await t.db.query(
    'INSERT INTO studio_admin_accounts (studio_id, user_id, created_at) VALUES ($1, $2, now())',
    [studioId, person.id],
  );
  const params = { studioId };
  const page = pageOf(lastName);
  const requests: [string, string, RequestParts, number][] = [
    ['GET', `${STUDIO}/page`, { params, query: {}, body: undefined }, 200],
    ['PUT', `${STUDIO}/page`, { params, query: {}, body: page }, 200],
    ['GET', `${STUDIO}/team`, { params, query: {}, body: undefined }, 200],
    [
      'POST',
      `${STUDIO}/invites`,
      { params, query: {}, body: { email: uniqueEmail('sweep-invite'), role: 'instructor' } },
      201,
    ],
    ['GET', '/api/console/audit', { params: {}, query: { studioId }, body: undefined }, 200],
    ['GET', `${STUDIO}/content`, { params, query: {}, body: undefined }, 200],
    [
      'PUT',
      `${STUDIO}/details`,
      {
        params,
        query: {},
        // A white-label domain of its own, pending (no DNS answers for it), so that the
        // domain's row is the member's too and "Check now" has something to check.
        body: {
          classTypes: ['Yoga'],
          levels: [],
          equipment: [],
          whitelabelDomain: `sweep-${studioId}.example`,
        },
      },
      200,
    ],
    ['POST', `${STUDIO}/domain/check`, { params, query: {}, body: undefined }, 200],
  ];
  await sweep(t, person.token, requests, worked);
  await runItsClasses(t, person, studioId, lastName, worked);
  await runItsMoney(t, person, studioId, worked);
  await runItsPacks(t, person, studioId, worked);
  await runItsPeople(t, person, studioId, lastName, worked);
  await runItsClients(t, person, studioId, lastName, worked);
}

/** Sends each request as the member, expecting its status, and keeps those that worked. */
async function sweep(
  t: TestApp,
  token: string,
  requests: [string, string, RequestParts, number][],
  worked: Map<string, RequestParts>,
): Promise<void> {
  for (const [method, url, parts, status] of requests) {
    const { studioId } = parts.params as { studioId?: number };
    const path = Object.entries(parts.params).reduce(
      (u, [k, v]) => u.replace(`:${k}`, String(v)),
      url.replace(':studioId', String(studioId ?? parts.query.studioId)),
    );
    const res = await t.call({
      method: method as 'GET',
      url: `${path}${parts.query.studioId ? `?studioId=${String(parts.query.studioId)}` : ''}`,
      token,
      ...(parts.body === undefined ? {} : { payload: parts.body as object }),
    });
    expect(res.statusCode, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(status);
    worked.set(`${method} ${url}`, parts);
  }
}

/** Adds, edits, orders and removes an instructor and a testimonial of the member's studio. */
async function runItsPeople(
  t: TestApp,
  person: { token: string },
  studioId: number,
  lastName: string,
  worked: Map<string, RequestParts>,
): Promise<void> {
  const use = async (method: string, route: string, parts: RequestParts, status: number) => {
    let url = route.replace(':studioId', String(studioId));
    for (const [k, v] of Object.entries(parts.params)) url = url.replace(`:${k}`, String(v));
    const res = await t.call({
      method: method as 'GET',
      url,
      token: person.token,
      ...(parts.body === undefined ? {} : { payload: parts.body as object }),
    });
    expect(res.statusCode, `${method} ${route}: ${JSON.stringify(res.body)}`).toBe(status);
    worked.set(`${method} ${route}`, parts);
    return res.body.content as { id: number };
  };
  const bodies = {
    instructor: { name: `${lastName} teaches`, bio: `Bio of ${lastName}` },
    testimonial: { name: `${lastName} says`, feedback: 'Great.', rating: 5 },
  };
  for (const kind of ['instructor', 'testimonial'] as const) {
    const list = `${STUDIO}/${kind}s`;
    const body = bodies[kind];
    const base = { studioId };
    const made = await use('POST', list, { params: base, query: {}, body }, 201);
    const params = { studioId, [`${kind}Id`]: made.id };
    await use('PUT', `${list}/:${kind}Id`, { params, query: {}, body }, 200);
    await use('PUT', `${list}/order`, { params: base, query: {}, body: { ids: [made.id] } }, 200);
    const gone = await use('POST', list, { params: base, query: {}, body }, 201);
    await use(
      'DELETE',
      `${list}/:${kind}Id`,
      { params: { studioId, [`${kind}Id`]: gone.id }, query: {}, body: undefined },
      200,
    );
  }
}

const sweepCoupon = (studioId: number) => ({
  code: `SW${studioId}`,
  description: '',
  percentOff: 10,
  amountOffCents: null,
  duration: 'once',
  durationInMonths: null,
  appliesTo: ['daypass'],
  redeemBy: null,
  maxRedemptions: 5,
});

/**
 * The studio's money (issue 25, point 5): a day pass on sale, a coupon of the studio's, and each
 * money route used once, so the other member's requests carry this studio's coupon and package.
 */
async function runItsMoney(
  t: TestApp,
  person: { token: string },
  studioId: number,
  worked: Map<string, RequestParts>,
): Promise<void> {
  const packageId = `sweep-${studioId}_daily`;
  await t.db.query(
    `INSERT INTO packages (id, studio_id, kind, title, price_cents) VALUES ($1, $2, 'daily', 'Day Pass', 1500)`,
    [packageId, studioId],
  );
  const send = async (method: string, route: string, parts: RequestParts, status: number) => {
    const url = Object.entries(parts.params).reduce(
      (u, [k, v]) => u.replace(`:${k}`, String(v)),
      route,
    );
    const res = await t.call({
      method: method as 'GET',
      url,
      token: person.token,
      ...(parts.body === undefined ? {} : { payload: parts.body as object }),
    });
    expect(res.statusCode, `${method} ${route}: ${JSON.stringify(res.body)}`).toBe(status);
    worked.set(`${method} ${route}`, parts);
    return res.body as { content: { id: number } };
  };
  const params = { studioId };
  const made = await send(
    'POST',
    `${STUDIO}/coupons`,
    { params, query: {}, body: sweepCoupon(studioId) },
    201,
  );
  const one = { studioId, couponId: made.content.id };
  // Not revenue.csv nor payouts.csv: the harness reads answers as JSON (their refusals are, and
  // are swept).
  const reads = ['coupons', 'prices', 'revenue', 'payouts'];
  for (const r of reads)
    await send('GET', `${STUDIO}/${r}`, { params, query: {}, body: undefined }, 200);
  await send(
    'PATCH',
    `${STUDIO}/coupons/:couponId`,
    { params: one, query: {}, body: { maxRedemptions: 6 } },
    200,
  );
  await send(
    'GET',
    `${STUDIO}/coupons/:couponId/redemptions`,
    { params: one, query: {}, body: undefined },
    200,
  );
  await send(
    'PUT',
    `${STUDIO}/prices/:packageId`,
    { params: { studioId, packageId }, query: {}, body: { priceCents: 1600 } },
    200,
  );
  // The studio's payout account, made at the (sandbox) gateway (issue 54, item 3).
  await send('POST', `${STUDIO}/payouts/onboarding`, { params, query: {}, body: undefined }, 200);
}

/**
 * The member teaches at their studio too, and schedules a class named after them (so a leak of
 * it to another member shows), changes it, reads its roster and cancels it.
 */
async function runItsClasses(
  t: TestApp,
  person: { id: number; token: string },
  studioId: number,
  lastName: string,
  worked: Map<string, RequestParts>,
): Promise<void> {
  await t.db.query(
    'INSERT INTO studio_instructor_accounts (studio_id, user_id, created_at) VALUES ($1, $2, now())',
    [studioId, person.id],
  );
  const fields = {
    title: `${lastName} flow`,
    description: '',
    startsAt: '2099-06-01T10:00',
    minutes: 45,
    instructorId: person.id,
    capacity: 10,
    priceCents: 1500,
    kind: 'group',
  };
  const classes = `${STUDIO}/classes`;
  const made = await t.call({
    method: 'POST',
    url: `/api/console/studios/${studioId}/classes`,
    token: person.token,
    payload: { fields, weeks: 1 },
  });
  expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
  worked.set(`POST ${classes}`, { params: { studioId }, query: {}, body: { fields, weeks: 1 } });
  const classId = (made.body.content as { classes: { id: number }[] }).classes[0]!.id;
  const params = { studioId, classId };
  // A late-cancel fee of the member's own, for the roster's waive (issue 54, item 2).
  const [fee] = await t.db.query<{ id: number }>(
    `INSERT INTO booking_fees (studio_id, live_class_id, user_id, kind, settled_by, amount_cents,
       status, created_at, updated_at) VALUES ($1, $2, $3, 'late_cancel', 'card', 1000, 'failed', now(), now()) RETURNING id`,
    [studioId, classId, person.id],
  );
  const waiveParts = { params: { ...params, feeId: fee!.id }, query: {}, body: undefined };
  await sweep(
    t,
    person.token,
    [
      ['GET', classes, { params: { studioId }, query: {}, body: undefined }, 200],
      ['PUT', `${classes}/:classId`, { params, query: {}, body: { ...fields, capacity: 12 } }, 200],
      ['GET', `${classes}/:classId/roster`, { params, query: {}, body: undefined }, 200],
      ['POST', `${classes}/:classId/fees/:feeId/waive`, waiveParts, 200],
      ['POST', `${classes}/:classId/cancel`, { params, query: {}, body: undefined }, 200],
    ],
    worked,
  );
}

/**
 * The studio's clients (issue 54, item 5): the member books a class of their own studio, so they
 * are its client, then lists the clients, reads their own history, notes on it (the note carries
 * their name, so a leak shows) and writes to the class's attendees (themselves).
 */
async function runItsClients(
  t: TestApp,
  person: { id: number; token: string },
  studioId: number,
  lastName: string,
  worked: Map<string, RequestParts>,
): Promise<void> {
  const [lc] = await t.db.query<{ id: number }>(
    `INSERT INTO live_classes (studio_id, title, scheduled_at, minutes_duration, capacity, price_cents)
     VALUES ($1, $2, '2099-06-08T14:00:00Z', 45, 10, 0) RETURNING id`,
    [studioId, 'Sweep clients class'],
  );
  await t.db.query(
    `INSERT INTO live_class_seats (live_class_id, user_id, state, paid_with, amount_cents, created_at, booked_at)
     VALUES ($1, $2, 'booked', 'free', 0, now(), now())`,
    [lc!.id, person.id],
  );
  const params = { studioId };
  const client = { studioId, clientId: person.id };
  const message = {
    subject: `${lastName} news`,
    text: `Hello from ${lastName}.`,
    key: randomUUID(),
  };
  await sweep(
    t,
    person.token,
    [
      ['GET', `${STUDIO}/clients`, { params, query: {}, body: undefined }, 200],
      ['GET', `${STUDIO}/clients/:clientId`, { params: client, query: {}, body: undefined }, 200],
      [
        'POST',
        `${STUDIO}/clients/:clientId/notes`,
        { params: client, query: {}, body: { text: `${lastName} note` } },
        201,
      ],
      [
        'POST',
        `${STUDIO}/classes/:classId/message`,
        { params: { studioId, classId: lc!.id }, query: {}, body: message },
        200,
      ],
    ],
    worked,
  );
}
