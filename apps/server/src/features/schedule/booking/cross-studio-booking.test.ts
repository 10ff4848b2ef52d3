// Bookings stay inside their studio (issue 19, item 3): for every kind of purchase, on every site,
// every kind of class is booked without paying exactly where the rule says
// (docs/decisions/0036-bookings-stay-inside-their-studio.md),
// through the workouts' add route and through the schedule's own confirmation alike, and nothing
// is stored where it is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveClassConfirmationAnswerSchema,
  liveClassPaymentIntentAnswerSchema,
  scheduleTexts,
} from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  bookedSeat,
  classKinds,
  holders,
  insertMatrixClass,
  matrixSites,
  type ClassKind,
  type Holder,
  type HolderKind,
  type MatrixSite,
} from '../../../../test/cross-studio-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The expected answers. For each kind of purchase, one line per kind of class (A's network class,
 * A's white-label-only class, B's white-label-only class), one letter per site (the main site,
 * A's, B's): b books without paying, p must pay (402), - is not shown on that site (404).
 */
const expected: Record<HolderKind, [string, string, string]> = {
  'no purchase': ['ppp', '-p-', '--p'],
  "A's member, no purchase": ['ppp', 'ppp', '--p'],
  'main monthly plan': ['bbb', '-p-', '--p'],
  'main annual plan': ['bbb', '-p-', '--p'],
  "studio A's plan (a main-site account)": ['bbb', '-b-', '--p'],
  "studio A's customer (A's member on A's plan)": ['bbb', 'bbb', '--p'],
  "studio B's plan (B's member on B's plan)": ['ppp', '-p-', 'bbb'],
  "day pass of A (A's member)": ['bbb', 'bbb', '--p'],
  "JetSweat's own day pass": ['bbb', '-p-', '--p'],
  'class-only package': ['ppp', '-p-', '--p'],
  'staff (internal user)': ['pbp', '-b-', '--b'],
};

const kinds = Object.keys(classKinds) as ClassKind[];
const sites = Object.keys(matrixSites) as MatrixSite[];

function outcome(holder: HolderKind, kind: ClassKind, site: MatrixSite): 'b' | 'p' | '-' {
  return expected[holder][kinds.indexOf(kind)]![sites.indexOf(site)] as 'b' | 'p' | '-';
}

type Route = 'POST /api/workout/add' | 'POST /api/liveclass/upcoming/:liveClassId/confirmation';
const routes: Route[] = [
  'POST /api/workout/add',
  'POST /api/liveclass/upcoming/:liveClassId/confirmation',
];

/** A booking without payment, as the web app asks for it on each route. */
function book(route: Route, who: Holder, classId: number, kind: ClassKind, site: MatrixSite) {
  const headers = matrixSites[site];
  if (route === 'POST /api/workout/add')
    return t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: who.token,
      headers,
      payload: { liveClassId: classId },
    });
  return t.call({
    method: 'POST',
    url: `/api/liveclass/upcoming/${classId}/confirmation`,
    token: who.token,
    headers,
    payload: {
      amount: 0,
      studioId: classKinds[kind].studioId,
      paymentIntentId: null,
      promo: null,
    },
  });
}

/** One class per kind, site and route, so every combination books a class of its own. */
const classes = new Map<string, number>();
const classFor = (kind: ClassKind, site: MatrixSite, route: Route) =>
  classes.get(`${kind}|${site}|${route}`)!;

beforeAll(async () => {
  for (const kind of kinds)
    for (const site of sites)
      for (const route of routes)
        classes.set(`${kind}|${site}|${route}`, await insertMatrixClass(t, kind));
});

describe('who books which class without paying, on which site', () => {
  it.each(Object.keys(holders) as HolderKind[])('%s', async (holderKind) => {
    const who = await holders[holderKind](t);
    for (const route of routes) {
      for (const kind of kinds) {
        for (const site of sites) {
          const classId = classFor(kind, site, route);
          const res = await book(route, who, classId, kind, site);
          const want = outcome(holderKind, kind, site);
          const where = `${route}: the ${kind} on the ${site} site`;
          const stored = await bookedSeat(t, classId, who.id);
          if (want === 'b') {
            const created = route === 'POST /api/workout/add' ? 201 : 200;
            expect(res.statusCode, `${where}: ${JSON.stringify(res.body)}`).toBe(created);
            if (route !== 'POST /api/workout/add')
              expect(
                liveClassConfirmationAnswerSchema.parse(res.body.content).booking.paidWith,
                where,
              ).toBe('subscription');
            expect(stored.seat, where).toEqual({
              state: 'booked',
              paid_with: 'subscription',
              amount_cents: 0,
            });
            expect(stored.workouts, where).toBe(1);
          } else {
            expect(res.statusCode, `${where}: ${JSON.stringify(res.body)}`).toBe(
              want === 'p' ? 402 : 404,
            );
            const message =
              want === '-'
                ? scheduleTexts.classNotFound
                : route === 'POST /api/workout/add'
                  ? scheduleTexts.bookFirst
                  : scheduleTexts.notFree;
            expect(res.body, where).toEqual({ status: 0, content: message });
            expect(stored, where).toEqual({ seat: undefined, workouts: 0 });
          }
        }
      }
    }
  });
});

describe('the reported attack', () => {
  it("refuses a studio customer another studio's white-label-only class on that studio's site, and takes payment for it instead", async () => {
    const customer = await holders["studio A's customer (A's member on A's plan)"](t);
    const classId = await insertMatrixClass(t, 'white-label-only class of B');
    const onB = matrixSites.B;
    const res = await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: customer.token,
      headers: onB,
      payload: { liveClassId: classId },
    });
    expect(res.statusCode).toBe(402);
    expect(await bookedSeat(t, classId, customer.id)).toEqual({ seat: undefined, workouts: 0 });
    // Paying is the way in: the payment-intent route holds a seat for the price, not 409 "included".
    const intent = await t.call(
      {
        method: 'POST',
        url: '/api/liveclass/upcoming/payment-intent',
        token: customer.token,
        headers: onB,
        payload: {
          amount: 1500,
          studioId: classKinds['white-label-only class of B'].studioId,
          liveClassId: classId,
          coupon: null,
        },
      },
      liveClassPaymentIntentAnswerSchema,
    );
    expectOk(intent);
    expect(intent.body.content.amount).toBe(1500);
  });
});
