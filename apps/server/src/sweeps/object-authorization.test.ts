// Object-level authorization sweep (issue 8, OWASP ASVS 5.0 8.2.2): every /api route, found in
// the OpenAPI document, is called without a login, with a garbage and a logged-out token, and with
// member B's token on member A's ids wherever they fit. A route added later is swept as it is.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fillParts, idsInAnswer } from './fill.ts';
import {
  changedTables,
  ID_RANGES,
  idsIn,
  leakMarks,
  memberWithObjects,
  rowsOf,
  snapshot,
  startIdsAt,
  type Member,
} from './members.ts';
import {
  envelopeProblem,
  injectOptions,
  nextAddress,
  partsArbitrary,
  seedFor,
  SWEEP_ENV,
  sweptRoutes,
  type RequestParts,
  type SweptRoute,
} from './route-table.ts';
import { leafAccepts, type JsonSchema } from './schema-arbitrary.ts';

/** Routes anyone may call without a login, and why. Every other route must answer 401 without one. */
const PUBLIC_ROUTES: Record<string, string> = {
  'POST /api/user/register': 'signing up',
  'POST /api/user/register/gympass': 'signing up through a partner (its token is the proof)',
  'POST /api/user/register/:studioShortName': "signing up on a studio's site",
  'POST /api/user/login': 'logging in',
  'POST /api/user/login/:studioShortName': "logging in on a studio's site",
  'POST /api/user/reset-password': 'a forgotten password (mail goes to the address only)',
  'POST /api/user/reset-password/confirm': "a forgotten password (the link's token is the proof)",
  'POST /api/user/confirm-email': "confirming an address (the link's token is the proof)",
  'GET /api/basic/webStudiosInfo': 'the public studio catalogue',
  'GET /api/basic/studios': 'the public studio catalogue',
  'GET /api/basic/classTypes': 'the public class types',
  'GET /api/basic/programs': 'the public programs page (no classes, only what each program is)',
  'GET /api/studio/listWhitelabels': "the studios' public sites",
  'GET /api/studio/logos/:studioSlug': "a studio's logo",
  'GET /api/studio/packages/:studioShortName': "a studio's prices",
  'GET /api/liveclass/upcoming/public/all': 'the public live schedule',
  'GET /api/studios/:studioId/packs': "a studio's class packs on sale (issue 54)",
  'GET /api/calendar/feed/:file': "a member's calendar feed (the address's token is the proof)",
  'GET /api/calendar/sync/:provider/callback':
    "the calendar provider's redirect after consent (the single-use state is the proof)",
  'GET /api/basic/stripe': 'which payment gateway runs, and its publishable key',
  'POST /api/basic/verifyPromo': 'checking a promo code before signing up (a login is optional)',
  'POST /api/marketing/newsletter': 'the newsletter sign-up',
  'GET /api/marketing/newsletter/confirm':
    "confirming a newsletter sign-up (the mail's token is the proof)",
  'GET /api/marketing/newsletter/unsubscribe':
    "leaving the newsletter (the mail's token is the proof)",
  'POST /api/marketing/newsletter/unsubscribe':
    "leaving the newsletter (the mail's token is the proof)",
  'POST /api/marketing/contact': 'the contact form',
  'POST /api/marketing/demo-request': 'the demo request form',
  'POST /api/logger': "the web app's error reports (a login is optional)",
  'POST /api/stripe/webhook': "Stripe's events (Stripe's signature is the proof)",
  'POST /api/sandbox/v1/tokens': 'the sandbox standing in for Stripe.js: a card becomes a token',
  'POST /api/sandbox/v1/payment_methods': 'the sandbox standing in for Stripe.js',
  'POST /api/sandbox/v1/intents/:intentId/retrieve':
    "Stripe.js's calls (the client secret is the proof)",
  'POST /api/sandbox/v1/intents/:intentId/confirm':
    "Stripe.js's calls (the client secret is the proof)",
  'POST /api/sandbox/v1/intents/:intentId/authenticate':
    "Stripe.js's calls (the client secret is the proof)",
  'GET /api/sandbox/connect/onboarding/:token':
    "the sandbox standing in for Stripe's hosted onboarding (the link's single-use token is the proof)",
  'POST /api/sandbox/connect/onboarding/:token':
    "the sandbox standing in for Stripe's hosted onboarding (the link's single-use token is the proof)",
};

/**
 * Routes whose purpose is to reach another member, and what of A's they may touch: only these
 * tables, and only A's user id (which B sent) in the answer. None today: since issue 50 (item 6)
 * a member asks a stranger only through a search's opaque id, so B's request with A's user id
 * must be refused like any other.
 */
const REACHES_ANOTHER_MEMBER: Record<string, { tables: string[]; why: string }> = {};

/**
 * Routes whose answer repeats a field of B's own request, and why: A's value put there by the
 * sweep comes back as what B just set for themselves, not as A's data. Only that field's value as
 * sent (in any case) is passed over; anything else of A's in the answer is still a leak.
 */
const ECHOES_OWN_FIELD: Record<string, { field: string; why: string }> = {
  'PUT /api/user/friends/profile': {
    field: 'handle',
    why: 'answers the member’s own friend profile, with the handle they chose in this request',
  },
};

/** The answer without the value of the field it repeats from B's request (ECHOES_OWN_FIELD). */
function withoutOwnEcho(route: SweptRoute, parts: RequestParts, answer: string): string {
  const echo = ECHOES_OWN_FIELD[route.key];
  const sent = echo && (parts.body as Record<string, unknown> | undefined)?.[echo.field];
  if (sent === undefined || sent === null) return answer;
  // Case aside, as the leak marks are matched (a handle is kept in lower case).
  const escaped = String(sent).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return answer.replace(new RegExp(escaped, 'gi'), '');
}

/** Fields for a secret, not an object: they keep their drawn value. */
const SECRET_FIELD = /password|secret|token|cvc|^number$/i;

let t: TestApp;
let routes: SweptRoute[];
const needsLogin = new Map<string, boolean>();
const statusesWithoutLogin = new Map<string, number[]>();
let A: Member;
let B: Member;
let loggedOut: string;

const call = (route: SweptRoute, parts: RequestParts, token?: string) =>
  t.app.inject(injectOptions(route, parts, { token, remoteAddress: nextAddress() }));

/** A few requests the route's schema accepts, the same every run (and different for each route). */
const validParts = (route: SweptRoute, n = 8) =>
  fc.sample(partsArbitrary(route, 'valid'), { numRuns: n, seed: seedFor(route) });

/** The 401 of a route that needs a login (a wrong password is a 401 too, with other words). */
const askedToLogIn = (res: { statusCode: number; body: string }) =>
  res.statusCode === 401 && res.body.includes(JSON.stringify(accountTexts.notLoggedIn));

/** A route needs a login when a request its schema accepts is turned away for want of one. */
async function classify(route: SweptRoute): Promise<void> {
  const statuses: number[] = [];
  let asked = false;
  for (const parts of validParts(route)) {
    const res = await call(route, parts);
    statuses.push(res.statusCode);
    asked = askedToLogIn(res);
    if (asked) break;
  }
  needsLogin.set(route.key, asked);
  statusesWithoutLogin.set(route.key, statuses);
}

/**
 * The member uses every route that needs a login once, with ids from the catalogue, so whatever a
 * new route makes (a favourite, a history entry) exists for the sweep without a fixture for it.
 */
async function useEveryRoute(member: Member): Promise<void> {
  const worked = member.worked;
  const ids = new Map<string, Set<unknown>>();
  for (const route of routes.filter((r) => r.method === 'GET')) {
    for (const token of [undefined, member.token]) {
      const parts = validParts(route, 1)[0]!;
      const res = await call(route, parts, token);
      if (res.statusCode < 300 && token) worked.set(route.key, parts);
      if (res.statusCode < 300) idsInAnswer(res.json<unknown>(), ids);
    }
  }
  const writes = routes.filter((r) => r.method !== 'GET' && needsLogin.get(r.key));
  // A session of its own, anew after each write that worked: that write may have been a logout.
  let token = await t.newSession(member.id);
  // Twice: a list one write answers (POST /api/video/videos) gives the ids another needs.
  for (let pass = 0; pass < 2; pass++) {
    const all = [...ids.values()].flatMap((s) => [...s]);
    for (const route of writes.filter((r) => !worked.has(r.key))) {
      for (const [i, parts] of validParts(route, 12).entries()) {
        const filled = fillParts(route, parts, (name, schema) => {
          if (!/id$/i.test(name)) return undefined;
          // Ids under the field's own name first, then listed objects' own ids, then any.
          const pool = [ids.get(name), ids.get('id'), all].find(
            (p) => p && [...p].some((v) => leafAccepts(schema, v)),
          );
          const fits = [...(pool ?? [])].filter((v) => leafAccepts(schema, v));
          return fits.length ? fits[i % fits.length] : undefined;
        });
        const res = await call(route, filled, token);
        if (res.statusCode < 300) {
          token = await t.newSession(member.id);
          worked.set(route.key, filled);
          idsInAnswer(res.json<unknown>(), ids);
          break;
        }
      }
    }
  }
}

/**
 * A request with one of A's ids: in every field it fits, and in each such field alone (the rest
 * as drawn, or as in a request of B's own that worked: B's booking, made for A).
 */
function withId(route: SweptRoute, base: RequestParts, id: string | number): RequestParts[] {
  const fits = (name: string, schema: JsonSchema) =>
    !SECRET_FIELD.test(name) && leafAccepts(schema, id);
  const variants = [fillParts(route, base, (n, s) => (fits(n, s) ? id : undefined))];
  for (let k = 0; k < 6; k++) {
    let seen = 0;
    const one = fillParts(route, base, (n, s) => (fits(n, s) && seen++ === k ? id : undefined));
    if (seen <= k) break;
    variants.push(one);
  }
  const text = (p: RequestParts) => JSON.stringify(p);
  return [...new Map(variants.map((v) => [text(v), v])).values()].filter(
    (v) => text(v) !== text(base),
  );
}

beforeAll(async () => {
  t = await createTestApp({ env: SWEEP_ENV });
  routes = sweptRoutes(t);
  await startIdsAt(t, ID_RANGES.before);
  for (const route of routes) await classify(route);
  await startIdsAt(t, ID_RANGES.A);
  A = await memberWithObjects(t, { firstName: 'Ariadne', lastName: 'Quillfeather' }, useEveryRoute);
  await startIdsAt(t, ID_RANGES.B);
  B = await memberWithObjects(
    t,
    { firstName: 'Bartholomew', lastName: 'Inkwhistle' },
    useEveryRoute,
  );
  await startIdsAt(t, ID_RANGES.after);
  const leaving = await t.newUser();
  loggedOut = leaving.token;
  expect(
    (await t.call({ method: 'POST', url: '/api/user/logout', token: loggedOut })).statusCode,
  ).toBe(200);
}, 300_000);
afterAll(() => t?.close());

describe('which routes need a login', () => {
  it('is every route but the listed public ones, and the list names only public routes', () => {
    expect(routes.length).toBeGreaterThan(40);
    const open = routes.filter((r) => !needsLogin.get(r.key)).map((r) => r.key);
    const unlisted = open
      .filter((key) => !(key in PUBLIC_ROUTES))
      .map(
        (key) => `${key} (answered ${statusesWithoutLogin.get(key)!.join(', ')} without a login)`,
      );
    expect(unlisted, 'answer without a login but are not on the public list').toEqual([]);
    const stale = Object.keys(PUBLIC_ROUTES).filter((key) => !open.includes(key));
    expect(stale, 'are on the public list but need a login or do not exist').toEqual([]);
  });

  it('is what the OpenAPI document says: the bearer scheme on those, `security: []` on the others', () => {
    const misdescribed = routes
      .filter((r) => r.documented && r.documentedLogin !== needsLogin.get(r.key))
      .map(
        (r) =>
          `${r.key} (needs a login: ${needsLogin.get(r.key)}; documented: ${r.documentedLogin})`,
      );
    expect(misdescribed, 'are documented with the wrong security').toEqual([]);
  });
});

describe('routes that need a login', () => {
  it('answer 401 in the envelope to no token, a garbage token and a logged-out token', async () => {
    const garbage = 'Zm9yZ2VkLXRva2VuLXRoYXQtbm8tc2Vzc2lvbi1ob2xkcw';
    const wrong: string[] = [];
    for (const route of routes.filter((r) => needsLogin.get(r.key))) {
      for (const [who, token] of [
        ['no token', undefined],
        ['a garbage token', garbage],
        ['a logged-out token', loggedOut],
      ] as const) {
        // A request the schema refuses may be a 400 first; the rest must ask for a login.
        let asked = 0;
        for (const parts of validParts(route, 4)) {
          const res = await call(route, parts, token);
          const problem = envelopeProblem(res.statusCode, res.body);
          if (askedToLogIn(res) && !problem) asked++;
          else if (res.statusCode !== 400 || problem)
            wrong.push(`${route.key} with ${who}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
        if (asked === 0) wrong.push(`${route.key} with ${who}: never asked to log in`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("member B with member A's ids", () => {
  it("neither sees nor changes A's data on any route", { timeout: 300_000 }, async () => {
    const rowsOfA = await rowsOf(t, A.id);
    const marks = leakMarks(A, rowsOfA);
    const candidates = idsIn(rowsOfA);
    // The sweep is only as good as A's objects: a subscription, a booking, a payment in progress.
    for (const table of [
      'subscriptions',
      'workouts',
      'live_class_seats',
      'billing_customers',
      'sandbox_intents',
      'favourite_videos',
    ])
      expect(rowsOfA[table]?.length ?? 0, table).toBeGreaterThan(0);
    const problems: string[] = [];
    let requests = 0;
    // And only as good as B's own requests that worked, on which A's ids are put one at a time.
    const authed = routes.filter((r) => needsLogin.get(r.key));
    expect(authed.filter((r) => B.worked.has(r.key)).length).toBeGreaterThan(authed.length / 2);
    for (const route of routes) {
      const before = await snapshot(t, A.id);
      const reaches = REACHES_ANOTHER_MEMBER[route.key];
      const bases = [validParts(route, 1)[0]!, B.worked.get(route.key)].filter((b) => !!b);
      const tokens = needsLogin.get(route.key) ? [B.token] : [B.token, undefined];
      for (const id of candidates)
        for (const parts of bases.flatMap((base) => withId(route, base, id)))
          for (const token of tokens) {
            requests++;
            const res = await call(route, parts, token);
            const leak =
              res.statusCode < 300
                ? marks.foundIn(withoutOwnEcho(route, parts, res.body))
                : undefined;
            if (leak && !(reaches && leak === `id ${A.id}`))
              problems.push(`${route.key} ${JSON.stringify(parts)} showed A's ${leak}`);
          }
      const changed = changedTables(before, await snapshot(t, A.id)).filter(
        (table) => !reaches?.tables.includes(table),
      );
      if (changed.length) problems.push(`${route.key} changed A's rows in ${changed.join(', ')}`);
    }
    expect(requests).toBeGreaterThan(routes.length);
    expect(problems).toEqual([]);
  });
});
