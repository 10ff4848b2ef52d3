// Cross-studio booking sweep (issue 19, item 3): every kind of purchase, on every site, asks every
// route that names a live class for every kind of class (found in the OpenAPI document, so a
// booking route added later must be described here before this passes). After each request no
// booking may be stored that neither a payment nor an entitling purchase (the rule in
// docs/decisions/0036-bookings-stay-inside-their-studio.md, restated here from the purchases' rows)
// accounts for.
import { afterAll, describe, expect, it } from 'vitest';
import { easternDay } from '@jetsweat/contract';
import { z } from 'zod';
import { createTestApp } from '../../test/harness.ts';
import {
  classKinds,
  holders,
  insertMatrixClass,
  matrixSites,
  siteStudio,
  type ClassKind,
  type Holder,
  type HolderKind,
  type MatrixSite,
} from '../../test/cross-studio-kit.ts';
import { SWEEP_ENV, sweptRoutes, type SweptRoute } from './route-table.ts';

const t = await createTestApp({ env: SWEEP_ENV });
afterAll(() => t.close());

interface Asked {
  classId: number;
  studioId: number;
  /** The payment the person started for this class (not paid), if they started one. */
  intentId: string | undefined;
}

/**
 * The requests each route that names a live class gets, as the web app sends them: every way to
 * ask for a class without paying. A route naming a live class that is missing here fails the sweep.
 */
const REQUESTS: Record<string, (a: Asked) => { url: string; payload?: object }[]> = {
  'POST /api/workout/add': (a) => [
    { url: '/api/workout/add', payload: { liveClassId: a.classId } },
  ],
  'POST /api/liveclass/upcoming/payment-intent': (a) => [
    {
      url: '/api/liveclass/upcoming/payment-intent',
      payload: { amount: 1500, studioId: a.studioId, liveClassId: a.classId, coupon: null },
    },
  ],
  'POST /api/liveclass/upcoming/:liveClassId/confirmation': (a) => {
    const url = `/api/liveclass/upcoming/${a.classId}/confirmation`;
    const free = { amount: 0, studioId: a.studioId, paymentIntentId: null, promo: null };
    // The free path, and the payment started above but never paid.
    const unpaid = { ...free, amount: 1500, paymentIntentId: a.intentId ?? 'pi_unknown' };
    return [
      { url, payload: free },
      { url, payload: unpaid },
    ];
  },
  'GET /api/liveclass/upcoming/:id': (a) => [{ url: `/api/liveclass/upcoming/${a.classId}` }],
  // What Book would do (issue 56, point 6): it only answers, and books nothing.
  'GET /api/liveclass/upcoming/:liveClassId/booking-terms': (a) => [
    { url: `/api/liveclass/upcoming/${a.classId}/booking-terms` },
  ],
  // Entering a class's room (issue 20) books nothing: it must not, whatever the person holds.
  'POST /api/events/live-class': (a) => [
    { url: '/api/events/live-class', payload: { liveClassId: a.classId } },
  ],
  // A recording's part: refused (nobody here is on air teaching), and it books nothing.
  'POST /api/livestream/recording/:liveClassId/parts': (a) => [
    { url: `/api/livestream/recording/${a.classId}/parts?take=sweep-take&sequence=0` },
  ],
  // A recording's state and Retry: for the class's teachers only, and they book nothing.
  'GET /api/livestream/recording/:liveClassId': (a) => [
    { url: `/api/livestream/recording/${a.classId}` },
  ],
  'POST /api/livestream/recording/:liveClassId/retry': (a) => [
    { url: `/api/livestream/recording/${a.classId}/retry` },
  ],
  // The ended class's summary (issue 51): the person's own minutes, and it books nothing.
  'GET /api/livestream/:liveClassId/summary': (a) => [
    { url: `/api/livestream/${a.classId}/summary` },
  ],
  // The room's read of the member's workout of a class (issue 53): it books nothing.
  'GET /api/workout/liveClass/:liveClassId': (a) => [
    { url: `/api/workout/liveClass/${a.classId}` },
  ],
  'GET /api/liveclass/purchased/:id/calendar': (a) => [
    { url: `/api/liveclass/purchased/${a.classId}/calendar` },
  ],
  // Cancelling and the waitlist (issue 22) take seats back or wait for one: they book nothing.
  'DELETE /api/liveclass/purchased/:id': (a) => [{ url: `/api/liveclass/purchased/${a.classId}` }],
  'PUT /api/liveclass/upcoming/:liveClassId/waitlist': (a) => [
    { url: `/api/liveclass/upcoming/${a.classId}/waitlist` },
  ],
  'DELETE /api/liveclass/upcoming/:liveClassId/waitlist': (a) => [
    { url: `/api/liveclass/upcoming/${a.classId}/waitlist` },
  ],
};

/** A route names a live class when a path parameter or a body field of its says so. */
function namesLiveClass(route: SweptRoute): boolean {
  const bodyFields = Object.keys(route.body?.properties ?? {});
  return (
    bodyFields.includes('liveClassId') ||
    route.params.some((p) => p.name === 'liveClassId') ||
    (route.url.startsWith('/api/liveclass/') && route.params.length > 0)
  );
}

/**
 * Whether the person's purchases (or staff status on the class's own site) book the class
 * without paying: a running plan other than the class-only package, or a paid day pass for the
 * class's day, of the class's own studio, or JetSweat's own for a class the main site shows.
 */
async function entitled(userId: number, classId: number, site: MatrixSite): Promise<boolean> {
  const [c] = await t.db.query<{ scheduled_at: Date }>(
    'SELECT scheduled_at FROM live_classes WHERE id = $1',
    [classId],
  );
  const rows = await t.db.query<{ entitled: boolean }>(
    `SELECT (u.user_type = 'internal' AND c.studio_id = $3)
         OR EXISTS (SELECT 1 FROM subscriptions s JOIN packages p ON p.id = s.package_id
                     WHERE s.user_id = u.id AND s.status IN ('trialing', 'active')
                       AND s.package_id <> 'jetsweat_class'
                       AND CASE WHEN p.studio_id IS NULL THEN c.is_on_jetsweat
                                ELSE p.studio_id = c.studio_id END)
         OR EXISTS (SELECT 1 FROM day_passes d
                     WHERE d.user_id = u.id AND d.status = 'paid' AND d.pass_date = $4::date
                       AND CASE WHEN d.studio_id IS NULL THEN c.is_on_jetsweat
                                ELSE d.studio_id = c.studio_id END) AS entitled
       FROM users u, live_classes c WHERE u.id = $1 AND c.id = $2`,
    [userId, classId, siteStudio[site] ?? -1, easternDay(new Date(c!.scheduled_at))],
  );
  return rows[0]!.entitled === true;
}

/**
 * What is wrong with the person's booking of the class, if anything: a booking must be paid
 * (a card payment that went through for its amount, or a coupon or price that left nothing to
 * pay) or included in what they bought; a workout of the class needs a booking.
 */
async function unjustified(who: Holder, classId: number, site: MatrixSite) {
  const [seat] = await t.db.query<{
    state: string;
    paid_with: string | null;
    amount_cents: number;
    promo: string | null;
    payment_intent_id: string | null;
    price_cents: number | null;
  }>(
    `SELECT x.state, x.paid_with, x.amount_cents, x.promo, x.payment_intent_id, c.price_cents
       FROM live_class_seats x JOIN live_classes c ON c.id = x.live_class_id
      WHERE x.live_class_id = $1 AND x.user_id = $2`,
    [classId, who.id],
  );
  const workouts = await t.db.query(
    'SELECT 1 FROM workouts WHERE user_id = $1 AND live_class_id = $2',
    [who.id, classId],
  );
  if (seat?.state !== 'booked')
    return workouts.length > 0 ? 'a workout of the class without a booking' : undefined;
  if (seat.paid_with === 'card') {
    const paid = await t.db.query(
      "SELECT 1 FROM sandbox_intents WHERE id = $1 AND status = 'succeeded' AND amount = $2",
      [seat.payment_intent_id, seat.amount_cents],
    );
    return paid.length > 0 ? undefined : 'booked by card without a payment';
  }
  if (seat.paid_with === 'coupon' || seat.paid_with === 'free')
    return seat.amount_cents === 0 && (seat.promo !== null || seat.price_cents === 0)
      ? undefined
      : `booked as ${seat.paid_with} with neither a coupon nor a price of 0`;
  if (seat.paid_with === 'subscription')
    return (await entitled(who.id, classId, site))
      ? undefined
      : 'booked as included in a plan that does not include it';
  return `booked as ${String(seat.paid_with)}`;
}

const routes = sweptRoutes(t).filter(namesLiveClass);
const kinds = Object.keys(classKinds) as ClassKind[];
const sites = Object.keys(matrixSites) as MatrixSite[];

/** One class per kind, site and route, so each combination asks about a class of its own. */
const classes = new Map<string, number>();
for (const kind of kinds)
  for (const site of sites)
    for (const route of routes)
      classes.set(`${kind}|${site}|${route.key}`, await insertMatrixClass(t, kind));

const outcomes = { included: 0, refused: 0 };

describe('cross-studio bookings', () => {
  it('knows how to ask every route that names a live class', () => {
    expect(routes.map((r) => r.key).sort()).toEqual(Object.keys(REQUESTS).sort());
  });

  it.each(Object.keys(holders) as HolderKind[])(
    'stores no booking for %s without a payment or an entitling purchase, on any site, through any route',
    async (holderKind) => {
      const who = await holders[holderKind](t);
      const problems: string[] = [];
      for (const route of routes) {
        for (const kind of kinds) {
          for (const site of sites) {
            const classId = classes.get(`${kind}|${site}|${route.key}`)!;
            const asked: Asked = {
              classId,
              studioId: classKinds[kind].studioId,
              intentId: undefined,
            };
            for (const request of REQUESTS[route.key]!(asked)) {
              const res = await t.call({
                method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
                url: request.url,
                token: who.token,
                headers: matrixSites[site],
                ...(request.payload ? { payload: request.payload } : {}),
              });
              expect(res.statusCode, `${route.key} answered ${res.statusCode}`).toBeLessThan(500);
              const intent = z.object({ id: z.string() }).safeParse(res.body.content);
              if (intent.success) asked.intentId = intent.data.id;
              const problem = await unjustified(who, classId, site);
              if (problem)
                problems.push(`${route.key}, the ${kind} on the ${site} site: ${problem}`);
            }
            const booked = await t.db.query(
              "SELECT 1 FROM live_class_seats WHERE user_id = $1 AND live_class_id = $2 AND state = 'booked'",
              [who.id, classId],
            );
            outcomes[booked.length > 0 ? 'included' : 'refused'] += 1;
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('booked some classes and refused others (the sweep asked for real)', () => {
    expect(outcomes.included).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });
});
