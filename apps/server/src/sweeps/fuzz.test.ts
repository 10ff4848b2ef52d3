// Fuzz sweep (issue 8, OWASP ASVS 5.0 1.5, 16.5): every /api route in the OpenAPI document (and
// any it hides) gets at least 100 requests drawn from its own schema, mixed with wrong types,
// missing and extra fields, nasty text, broken JSON and wrong content types; anonymously and
// logged in. No answer may be a 5xx or fall outside the envelope. Same draws every run; set
// SWEEP_SEED to explore others.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { memberWithObjects } from './members.ts';
import {
  envelopeProblem,
  injectOptions,
  nextAddress,
  partsArbitrary,
  seedFor,
  SWEEP_ENV,
  sweptRoutes,
  type SweptRoute,
} from './route-table.ts';

const CASES_PER_ROUTE = 100;
const salt = Number(process.env.SWEEP_SEED ?? 0);

/** Routes whose success is a page rather than JSON, and why. Their failures keep the envelope. */
const PAGE_ROUTES: Record<string, string> = {
  'GET /api/marketing/newsletter/unsubscribe': "opened from the mail's link, so it answers a page",
  'GET /api/calendar/sync/:provider/callback':
    "the calendar provider sends the browser here, so it answers a redirect to the member's calendar",
  'GET /api/sandbox/connect/onboarding/:token':
    "the sandbox's stand-in for Stripe's hosted onboarding, so it answers a page",
  'POST /api/sandbox/connect/onboarding/:token':
    "the sandbox's onboarding page's button, so it answers a redirect back to the console",
};

const t = await createTestApp({ env: SWEEP_ENV });
afterAll(() => t.close());
const member = await memberWithObjects(t, { firstName: 'Fuzz', lastName: 'Member' });
const routes = sweptRoutes(t);

type Mangle = 'none' | 'broken-json' | 'wrong-type' | 'text-body';
/** Now and then the body itself is wrong, not just its fields. */
const mangle = fc.constantFrom<Mangle>(
  ...Array<Mangle>(17).fill('none'),
  'broken-json',
  'wrong-type',
  'text-body',
);

async function fuzz(route: SweptRoute, loggedIn: boolean): Promise<string[]> {
  const problems: string[] = [];
  const cases = fc.sample(fc.tuple(partsArbitrary(route, 'hostile'), mangle), {
    numRuns: CASES_PER_ROUTE,
    seed: seedFor(route, salt + (loggedIn ? 1 : 0)),
  });
  // A session of its own, anew after each answer that worked: that one may have been a logout.
  let token = loggedIn ? await t.newSession(member.id) : undefined;
  for (const [parts, how] of cases) {
    const options = injectOptions(route, parts, { token, remoteAddress: nextAddress() });
    if (how !== 'none' && route.method !== 'GET') {
      const headers = (options.headers ?? {}) as Record<string, string>;
      headers['content-type'] = how === 'text-body' ? 'text/plain' : 'application/json';
      if (how === 'wrong-type') headers['content-type'] = 'application/xml';
      options.payload = how === 'broken-json' ? '{"status": 1, "content": ' : 'plain words';
      options.headers = headers;
    }
    const res = await t.app.inject(options);
    if (loggedIn && res.statusCode < 300) token = await t.newSession(member.id);
    const page =
      route.key in PAGE_ROUTES &&
      (res.statusCode === 200 ||
        (res.statusCode >= 300 && res.statusCode < 400 && !!res.headers.location));
    const problem =
      res.statusCode >= 500
        ? `answered ${res.statusCode}`
        : page
          ? undefined
          : envelopeProblem(res.statusCode, res.body);
    if (problem)
      problems.push(
        `${options.method} ${options.url} ${String(options.payload ?? '').slice(0, 200)}: ${problem}`,
      );
  }
  return problems;
}

describe('every route, fuzzed from its schema', () => {
  it('covers the whole API', () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const key of Object.keys(PAGE_ROUTES)) expect(routes.map((r) => r.key)).toContain(key);
  });

  it.each(routes.map((r) => [r.key, r] as const))(
    '%s: no 5xx, every answer in the envelope',
    async (_key, route) => {
      const problems = [...(await fuzz(route, false)), ...(await fuzz(route, true))];
      expect(problems.slice(0, 5), `${problems.length} of ${2 * CASES_PER_ROUTE} cases`).toEqual(
        [],
      );
    },
  );
});
